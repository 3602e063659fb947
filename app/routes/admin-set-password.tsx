import { data, Link, redirect, useNavigation } from "react-router";

import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { NewPasswordFields } from "#app/inbox/accounts/new-password-fields.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { SIGNED_OUT_FORM } from "#app/inbox/accounts/signed-out-form.ts";
import { buttonStyles } from "#app/ui/button-styles.ts";
import {
  LinkUnusable,
  usableLink,
  redeemAccountLink,
} from "#app/inbox/accounts/account-links.server.ts";
import { AccountError } from "#app/inbox/accounts/accounts.server.ts";
import { audit } from "#app/inbox/team/audit.server.ts";
import { isSecure } from "#app/inbox/accounts/guard.server.ts";
import { clearedLinkCookie, linkTokenFromCookie } from "#app/inbox/accounts/link-cookie.ts";
import { ROLE_LABELS } from "#app/inbox/accounts/roles.ts";
import { sessionCookie, setCookieHeaders } from "#app/inbox/accounts/session-cookie.ts";
import { createSession } from "#app/inbox/accounts/sessions.server.ts";
import { clearedUnprefixedCookies } from "#app/inbox/accounts/unprefixed-cookies.ts";
import { leadServices } from "#app/wiring/router-context.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import type { Route } from "./+types/admin-set-password";

// A one-time link's page (an invitation, a password reset): choose a password, and be signed
// in. The token came in a cookie from the emailed link (routes/admin-link-token.ts), so this
// page's address holds none; still, no referrer leaves it and nothing of it is cached.

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminLink.title);

const LINK_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export const headers: Route.HeadersFunction = () => LINK_HEADERS;

/** The link's token, from the cookie its emailed address left (none: no link was opened). */
const linkToken = (request: Request) =>
  linkTokenFromCookie(request.headers.get("cookie"), { secure: isSecure(request) });

/** A link that no longer works: 410, the same words whatever the reason; its cookie forgotten. */
const unusable = (request: Request) => {
  const headers = setCookieHeaders([clearedLinkCookie({ secure: isSecure(request) })]);
  for (const [name, value] of Object.entries(LINK_HEADERS)) headers.set(name, value);
  return data({ unusable: true as const }, { status: 410, headers });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = context.get(leadServices);
  const token = linkToken(request);
  const link = token ? await usableLink(store.db, token) : undefined;
  if (!link) return unusable(request);
  return { link };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { store } = context.get(leadServices);
  const form = await request.formData();
  // Whole, never cut short (ASVS 6.2.8): one over the longest length is refused as such.
  const password = String(form.get("password") ?? "");
  const repeated = String(form.get("repeat") ?? "");
  if (password !== repeated) {
    return data({ repeatError: "The two passwords are not the same: type it again in both." }, 422);
  }
  const token = linkToken(request);
  if (!token) return unusable(request);
  let user;
  try {
    user = await redeemAccountLink(store.db, token, password);
  } catch (error) {
    if (error instanceof LinkUnusable) return unusable(request);
    if (error instanceof AccountError) return data({ passwordError: error.message }, 422);
    throw error;
  }
  // The password is set: signed in at once (a new session; no other is left after a reset).
  const session = await createSession(store.db, user.id);
  await audit(store.db, user.email, "sign-in", "with a new password");
  const secure = isSecure(request);
  const signedIn = setCookieHeaders([
    sessionCookie(session, { secure }),
    // Used: the link's cookie goes with it.
    clearedLinkCookie({ secure }),
    ...clearedUnprefixedCookies(request.headers.get("cookie"), { secure }),
  ]);
  return redirect(adminPages.adminInbox.path, { headers: signedIn });
}

export default function AdminSetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if ("unusable" in loaderData || (actionData && "unusable" in actionData)) {
    return (
      <AdminFrame>
        <div className="mx-auto max-w-md">
          <h1 className="font-display text-3xl font-extrabold">This link no longer works</h1>
          <p className="mt-1 text-ink-700">
            A link to set a password works once, and only for a while. It may have been used
            already, or replaced by a newer one. Ask an owner of the inbox for a new link, or ask
            for one yourself if you have an account.
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            <Link to={adminPages.adminForgot.path} className={buttonStyles({ variant: "brand" })}>
              Ask for a new link
            </Link>
            <Link to={adminPages.adminLogin.path} className={buttonStyles({ variant: "ghost" })}>
              Sign in
            </Link>
          </div>
        </div>
      </AdminFrame>
    );
  }
  const { link } = loaderData;
  const answer = actionData && !("unusable" in actionData) ? actionData : undefined;
  const invited = link.kind === "invite";
  return (
    <AdminFrame>
      <div className="mx-auto max-w-md">
        <h1 className="font-display text-3xl font-extrabold">
          {invited ? `Welcome to the ${siteConfig.name} inbox` : "Set a new password"}
        </h1>
        <p className="mt-1 text-ink-700">
          {invited
            ? `You are invited as ${ROLE_LABELS[link.role ?? "staff"].toLowerCase()}. Choose a password to open your account; you are signed in straight away.`
            : "Choose a new password. It signs you out everywhere else, and you are signed in here."}
        </p>
        <AdminForm busy={busy} className={SIGNED_OUT_FORM}>
          {/* The account's name, for the browser's password manager to save with the password. */}
          <AdminField
            id="email"
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            value={link.email}
            readOnly
            size="lg"
          />
          <NewPasswordFields
            repeatLabel="The same password again"
            passwordError={answer && "passwordError" in answer ? answer.passwordError : undefined}
            repeatError={answer && "repeatError" in answer ? answer.repeatError : undefined}
          />
          <button type="submit" disabled={busy} className={buttonStyles({ variant: "brand" })}>
            {busy ? "Setting it…" : invited ? "Open my account" : "Set the password"}
          </button>
        </AdminForm>
      </div>
    </AdminFrame>
  );
}
