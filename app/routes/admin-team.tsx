import { data, redirect, useNavigation } from "react-router";

import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { OwnersOnly } from "#app/inbox/frame/owners-only.tsx";
import { LinkSentNotice } from "#app/inbox/team/link-sent-notice.tsx";
import { TeamMember } from "#app/inbox/team/team-member.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { cancelInvitation, pendingInvitations } from "#app/inbox/accounts/account-links.server.ts";
import {
  AccountError,
  changeRole,
  listUsers,
  removeUser,
} from "#app/inbox/accounts/accounts.server.ts";
import { formatIst } from "#app/inbox/format-ist.ts";
import { frameAccount, ownersOnly, ownersOnlyAction } from "#app/inbox/accounts/guard.server.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import { LINK_HOURS_WORDS } from "#app/inbox/accounts/link-hours.ts";
import { isOwner, ROLE_LABELS } from "#app/inbox/accounts/roles.ts";
import { sendAccountLink, teamAction, type LinkSent } from "#app/inbox/team/team.server.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import type { Route } from "./+types/admin-team";

// The team page: owners invite colleagues, change roles, send reset links and remove accounts
// while the site keeps serving (issue 29). Staff get the page's title and a word of why not.

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminTeam.title);

const OWNERS_ONLY = "manage the inbox's accounts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, services } = await requireUser(request, context);
  if (!isOwner(user)) return ownersOnly(user, OWNERS_ONLY);
  const now = new Date();
  const [accounts, invitations] = await Promise.all([listUsers(db), pendingInvitations(db, now)]);
  return {
    account: frameAccount(user),
    mailConfigured: Boolean(services.sendAccountMail),
    accounts: accounts.map(({ email, role, createdAt }) => ({
      email,
      role,
      added: formatIst(createdAt),
      you: email === user.email,
    })),
    owners: accounts.filter((account) => account.role === "owner").length,
    invitations: invitations.map(({ email, role, createdBy, expiresAt }) => ({
      email,
      role,
      createdBy,
      expires: formatIst(expiresAt),
    })),
  };
}

type TeamAnswer = {
  /** What was done, in words (a status line). */
  done?: string;
  /** An invitation or reset link: sent, or to pass on. */
  linkSent?: LinkSent;
  /** What went wrong with the invitation's email field (a field error). */
  inviteError?: string;
  /** What went wrong with an account's action (shown at the top). */
  error?: string;
  /** The invitation's email as typed, kept when it is refused. */
  typed?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { user, db, services } = await requireUser(request, context);
  if (!isOwner(user)) return ownersOnlyAction(OWNERS_ONLY);
  const parsed = teamAction.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<TeamAnswer>({ error: "That is not something this page does." }, { status: 400 });
  }
  const form = parsed.data;
  const linkOptions = {
    db,
    send: services.sendAccountMail,
    origin: new URL(request.url).origin,
    siteName: siteConfig.name,
    owner: user,
  };
  try {
    switch (form.intent) {
      case "invite": {
        const linkSent = await sendAccountLink(linkOptions, {
          kind: "invite",
          email: form.email,
          role: form.role,
        });
        return { linkSent } satisfies TeamAnswer;
      }
      case "reset":
        return {
          linkSent: await sendAccountLink(linkOptions, { kind: "reset", email: form.email }),
        } satisfies TeamAnswer;
      case "cancel":
        await cancelInvitation(db, form.email, user.email);
        return { done: `The invitation of ${form.email} is cancelled.` } satisfies TeamAnswer;
      case "remove": {
        const { sessionsEnded } = await removeUser(db, form.email, user.email);
        // Removing oneself ends one's own session: on to the sign-in page.
        if (form.email === user.email) throw redirect(adminPages.adminLogin.path);
        const signedOut = sessionsEnded === 1 ? "1 session" : `${sessionsEnded} sessions`;
        return {
          done: `${form.email} is removed and signed out (${signedOut}). Their notes and history stay.`,
        } satisfies TeamAnswer;
      }
      case "role": {
        const { changed } = await changeRole(db, form.email, form.role, user.email);
        const role = ROLE_LABELS[form.role].toLowerCase();
        return {
          done: changed ? `${form.email} is now ${role}.` : `${form.email} was already ${role}.`,
        } satisfies TeamAnswer;
      }
    }
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const answer: TeamAnswer =
      form.intent === "invite"
        ? { inviteError: error.message, typed: form.email }
        : { error: error.message };
    return data(answer, { status: 422 });
  }
}

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if ("ownersOnly" in loaderData) {
    return <OwnersOnly {...loaderData} title={adminPages.adminTeam.title} />;
  }
  const answer: TeamAnswer | undefined = actionData;
  const { accounts, invitations, owners, mailConfigured } = loaderData;
  return (
    <AdminFrame account={loaderData.account}>
      <h1 className="font-display text-3xl font-extrabold">Team</h1>
      <p className="mt-1 max-w-2xl text-ink-700">
        Everyone who can sign in to the inbox. Owners manage these accounts, erase a person&apos;s
        data and export CSV; staff work the leads: notes, replies, next steps and assignments.
      </p>
      {!mailConfigured && (
        <p className="mt-1 max-w-2xl text-sm text-ink-600">
          No mail server is set up (SMTP_URL), so invitations and reset links are shown here for you
          to copy and pass on, by WhatsApp for instance.
        </p>
      )}
      {answer?.done && (
        <p role="status" className="mt-2 rounded-lg bg-brand-50 p-1.5 font-semibold">
          {answer.done}
        </p>
      )}
      {answer?.error && (
        <p role="alert" className="mt-2 rounded-lg bg-coral-400/15 p-1.5 font-semibold">
          {answer.error}
        </p>
      )}
      {answer?.linkSent && <LinkSentNotice {...answer.linkSent} />}

      <div className="mt-3 grid gap-3 lg:grid-cols-[3fr_2fr] lg:items-start">
        <AdminPanel id="accounts" title={`Accounts (${accounts.length})`}>
          <ul className="mt-1 divide-y divide-ink-200">
            {accounts.map((member) => (
              <TeamMember
                key={member.email}
                {...member}
                busy={busy}
                lastOwner={member.role === "owner" && owners <= 1}
              />
            ))}
          </ul>
        </AdminPanel>

        <div className="grid gap-3">
          <AdminPanel id="invite" title="Invite a colleague">
            <p className="mt-0.5 text-sm text-ink-600">
              {mailConfigured
                ? "They get an email with a link to choose their password."
                : "You get a link to pass on; with it they choose their password."}{" "}
              It works once, for {LINK_HOURS_WORDS.invite}.
            </p>
            <AdminForm
              intent="invite"
              busy={busy}
              className="mt-1 grid gap-1"
              key={answer?.linkSent?.kind === "invite" ? answer.linkSent.to : "invite"}
            >
              <AdminField
                id="invite-email"
                label="Their email"
                name="email"
                type="email"
                autoComplete="off"
                required
                defaultValue={answer?.typed}
                error={answer?.inviteError}
              />
              <AdminField
                id="invite-role"
                label="Role"
                as="select"
                name="role"
                defaultValue="staff"
              >
                <option value="staff">Staff: works the leads</option>
                <option value="owner">Owner: also manages accounts, erasure and CSV</option>
              </AdminField>
              <button type="submit" className={buttonStyles({ variant: "brand", size: "sm" })}>
                {mailConfigured ? "Send the invitation" : "Make an invitation link"}
              </button>
            </AdminForm>
          </AdminPanel>

          <AdminPanel id="invitations" title="Waiting to join">
            {invitations.length === 0 ? (
              <p className="mt-0.5 text-sm text-ink-600">No invitation is waiting.</p>
            ) : (
              <ul className="mt-1 divide-y divide-ink-200">
                {invitations.map((invitation) => (
                  <li
                    key={invitation.email}
                    className="flex flex-wrap items-center gap-x-2 gap-y-0.5 py-1"
                  >
                    <div className="min-w-0 grow">
                      <p className="font-semibold break-words">{invitation.email}</p>
                      <p className="text-sm text-ink-600">
                        {ROLE_LABELS[invitation.role]} · invited by {invitation.createdBy} · link
                        works until {invitation.expires}
                      </p>
                    </div>
                    <AdminForm intent="cancel" busy={busy}>
                      <input type="hidden" name="email" value={invitation.email} />
                      <button
                        type="submit"
                        className={buttonStyles({
                          variant: "ghost",
                          size: "sm",
                          className: "-ml-2",
                        })}
                        aria-label={`Cancel the invitation of ${invitation.email}`}
                      >
                        Cancel
                      </button>
                    </AdminForm>
                  </li>
                ))}
              </ul>
            )}
          </AdminPanel>
        </div>
      </div>
    </AdminFrame>
  );
}
