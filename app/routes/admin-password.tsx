import { data, Link, useNavigation } from "react-router";

import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { NewPasswordFields } from "#app/inbox/accounts/new-password-fields.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { SIGNED_OUT_FORM } from "#app/inbox/accounts/signed-out-form.ts";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { changePassword, type ChangeProblems } from "#app/inbox/accounts/change-password.server.ts";
import { deviceCookie } from "#app/inbox/accounts/device-cookie.ts";
import { frameAccount, isSecure } from "#app/inbox/accounts/guard.server.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import { sessionCookie } from "#app/inbox/accounts/session-cookie.ts";
import { clientAddress } from "#app/wiring/router-context.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";

import type { Route } from "./+types/admin-password";

// Every account changes its own password here, with its current one (issue 46, ASVS 6.2.2,
// 6.2.3); app/inbox/accounts/change-password.server.ts says what a change ends.

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminPassword.title);

const NO_STORE = { "Cache-Control": "no-store" };

// The action's Retry-After and no-store, on the page it renders.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  return { account: frameAccount(user) };
}

type Done = { otherSessionsEnded: number; devicesEnded: number };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, db, services } = await requireUser(request, context);
  const form = await request.formData();
  // As typed, never cut short (ASVS 6.2.8): a new one over PASSWORD_MAX_LENGTH is refused as
  // too long, and the current one is checked whole (the server's body limit bounds it).
  const field = (name: string) => String(form.get(name) ?? "");
  const result = await changePassword(
    db,
    {
      user,
      current: field("current"),
      password: field("password"),
      repeat: field("repeat"),
      address: context.get(clientAddress),
    },
    // The sign-in page's own limiter: a wrong current password here is a failed sign-in there.
    services.signInLimiter,
  );
  if (!result.ok) {
    const limited = result.retryAfterSeconds !== undefined;
    return data(
      { problems: result.problems as ChangeProblems },
      {
        status: limited ? 429 : 422,
        headers: {
          ...NO_STORE,
          ...(limited && { "Retry-After": String(result.retryAfterSeconds) }),
        },
      },
    );
  }
  // This browser stays signed in on a new session, and known to the account.
  const secure = isSecure(request);
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", sessionCookie(result.token, { secure }));
  headers.append("Set-Cookie", deviceCookie(result.deviceToken, { secure }));
  const done: Done = {
    otherSessionsEnded: result.otherSessionsEnded,
    devicesEnded: result.devicesEnded,
  };
  return data({ done }, { headers });
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the change ended, in a sentence. */
function doneWords({ otherSessionsEnded, devicesEnded }: Done): string {
  const sessions =
    otherSessionsEnded > 0
      ? `${count(otherSessionsEnded, "other session was", "other sessions were")} signed out`
      : "No other session was open";
  const devices =
    devicesEnded > 0
      ? `phone alerts were turned off on ${count(devicesEnded, "device", "devices")}`
      : "no device had phone alerts on";
  return `${sessions}, and ${devices}.`;
}

export default function AdminPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { account } = loaderData;
  const problems = actionData && "problems" in actionData ? actionData.problems : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  return (
    <AdminFrame account={account}>
      <div className="max-w-md">
        <h1 className="font-display text-3xl font-extrabold">Change your password</h1>
        {done ? (
          <div role="status" className={SIGNED_OUT_FORM}>
            <p className="text-lg font-bold text-ink-950">Your password is changed.</p>
            <p className="text-ink-700">
              {doneWords(done)} Every browser that remembered you asks for the new password; this
              one stays signed in.
            </p>
            <div className="flex flex-wrap gap-1">
              <Link to={adminPages.adminInbox.path} className={buttonStyles({ variant: "brand" })}>
                Back to the leads
              </Link>
              {done.devicesEnded > 0 && (
                <Link
                  to={adminPages.adminAlerts.path}
                  className={buttonStyles({ variant: "ghost" })}
                >
                  Turn phone alerts on again
                </Link>
              )}
            </div>
          </div>
        ) : (
          <>
            <p className="mt-1 text-ink-700">
              Changing it signs you out everywhere else, turns off phone alerts on every device, and
              makes every browser that remembered you ask for the new password.
            </p>
            <AdminForm busy={busy} className={SIGNED_OUT_FORM}>
              {/* The account's name, for the browser's password manager to save with the password. */}
              <AdminField
                id="email"
                label="Email"
                name="email"
                type="email"
                autoComplete="username"
                value={account.email}
                readOnly
                size="lg"
              />
              <AdminField
                id="current"
                label="Current password"
                name="current"
                type="password"
                autoComplete="current-password"
                required
                size="lg"
                error={problems?.current}
              />
              <NewPasswordFields
                repeatLabel="The new password again"
                passwordError={problems?.password}
                repeatError={problems?.repeat}
              />
              <button type="submit" disabled={busy} className={buttonStyles({ variant: "brand" })}>
                {busy ? "Changing it…" : "Change the password"}
              </button>
            </AdminForm>
          </>
        )}
      </div>
    </AdminFrame>
  );
}
