import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { cn } from "#app/ui/cn.ts";
import { ROLE_LABELS, type Role } from "#app/inbox/index.ts";

type TeamMemberProps = {
  email: string;
  role: Role;
  /** When the account was made, in words. */
  added: string;
  /** The signed-in owner's own account. */
  you: boolean;
  /** The only owner: neither made staff nor removed. */
  lastOwner: boolean;
  busy: boolean;
};

/**
 * One account on the team page, with what an owner can do to it: change its role, send it a
 * link to set a new password, remove it (behind a second, explicit button).
 */
export function TeamMember({ email, role, added, you, lastOwner, busy }: TeamMemberProps) {
  const otherRole: Role = role === "owner" ? "staff" : "owner";
  return (
    <li className="grid gap-1 py-1.5">
      <div className="flex flex-wrap items-baseline gap-x-1.5 gap-y-0.5">
        <p className="min-w-0 font-semibold break-words">
          {email}
          {you && <span className="font-normal text-ink-600"> (you)</span>}
        </p>
        <span
          className={cn(
            "rounded-full px-1 text-xs font-bold tracking-wide uppercase",
            role === "owner" ? "bg-brand-600 text-white" : "bg-ink-100 text-ink-800",
          )}
        >
          {ROLE_LABELS[role]}
        </span>
        <span className="text-sm text-ink-600">since {added}</span>
      </div>
      {lastOwner ? (
        <p className="text-sm text-ink-600">
          The only owner: make another account an owner before changing this one.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-1">
        {!lastOwner && (
          <AdminForm intent="role" busy={busy}>
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="role" value={otherRole} />
            <button type="submit" className={buttonStyles({ variant: "outline", size: "sm" })}>
              Make {ROLE_LABELS[otherRole].toLowerCase()}
              <span className="sr-only"> ({email})</span>
            </button>
          </AdminForm>
        )}
        <AdminForm intent="reset" busy={busy}>
          <input type="hidden" name="email" value={email} />
          <button
            type="submit"
            // First in its row (the only owner's), its words line up with the email above.
            className={buttonStyles({
              variant: "ghost",
              size: "sm",
              className: lastOwner && "-ml-2",
            })}
          >
            Send a new password link
            <span className="sr-only"> to {email}</span>
          </button>
        </AdminForm>
        {!lastOwner && (
          <details className="group">
            <summary className={cn(buttonStyles({ variant: "ghost", size: "sm" }), "list-none")}>
              Remove…<span className="sr-only"> {email}</span>
            </summary>
            <AdminForm
              intent="remove"
              busy={busy}
              className="mt-1 grid gap-1 rounded-xl bg-coral-400/10 p-1.5"
            >
              <input type="hidden" name="email" value={email} />
              <p className="text-sm text-ink-900">
                {you
                  ? "Remove your own account? You are signed out at once and cannot sign in again."
                  : `Remove ${email}? They are signed out everywhere at once and their phone alerts stop. Their notes and the leads' history stay.`}
              </p>
              <button
                type="submit"
                className={buttonStyles({
                  variant: "danger",
                  size: "sm",
                  className: "justify-self-start",
                })}
              >
                Remove the account
              </button>
            </AdminForm>
          </details>
        )}
      </div>
    </li>
  );
}
