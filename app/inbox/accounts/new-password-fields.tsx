import { PASSWORD_MIN_LENGTH } from "#app/inbox/index.ts";

import { AdminField } from "#app/inbox/frame/admin-field.tsx";

/**
 * A new password and its repeat, as every page that sets one asks for them (a link's page, the
 * account's own change): the same hint, the same autocomplete for password managers, the
 * server's refusal under the field it is about.
 */
export function NewPasswordFields({
  repeatLabel,
  passwordError,
  repeatError,
}: {
  repeatLabel: string;
  passwordError?: string;
  repeatError?: string;
}) {
  return (
    <>
      <AdminField
        id="password"
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
        size="lg"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few words you remember are best.`}
        error={passwordError}
      />
      <AdminField
        id="repeat"
        label={repeatLabel}
        name="repeat"
        type="password"
        autoComplete="new-password"
        required
        size="lg"
        error={repeatError}
      />
    </>
  );
}
