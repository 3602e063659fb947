import { data, Form, Link, redirect, useNavigation } from "react-router";

import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { SIGNED_OUT_FORM } from "#app/inbox/accounts/signed-out-form.ts";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { deviceCookie, deviceTokenFromCookie } from "#app/inbox/accounts/device-cookie.ts";
import { isSecure, safeNext } from "#app/inbox/accounts/guard.server.ts";
import {
  sessionCookie,
  setCookieHeaders,
  tokenFromCookie,
} from "#app/inbox/accounts/session-cookie.ts";
import { sessionUser } from "#app/inbox/accounts/sessions.server.ts";
import { signIn } from "#app/inbox/accounts/sign-in.server.ts";
import { clearedUnprefixedCookies } from "#app/inbox/accounts/unprefixed-cookies.ts";
import { waitText } from "#app/inbox/accounts/sign-in-limits.server.ts";
import { clientAddress, leadServices } from "#app/wiring/router-context.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import type { Route } from "./+types/admin-login";

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminLogin.title);

// The action's Retry-After and no-store, on the page it renders.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const { store } = context.get(leadServices);
  const token = tokenFromCookie(request.headers.get("cookie"), { secure: isSecure(request) });
  if (await sessionUser(store.db, token, new Date())) throw redirect(next);
  // "Forgot password?" only where a link can be emailed (app/routes/admin-forgot-password.tsx).
  return { next, canReset: Boolean(context.get(leadServices).sendAccountMail) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const next = safeNext(String(form.get("next") ?? ""));
  // Failed attempts per address, per account and browser, and the account-wide slowdown,
  // counted in the store for every server (docs/decisions/017-sign-in-limits.md, 039).
  const { store, signInLimiter } = context.get(leadServices);
  const email = String(form.get("email") ?? "").slice(0, 254);
  // Whole, never cut short (ASVS 6.2.8): the sign-in refuses one longer than can be set.
  const password = String(form.get("password") ?? "");
  const cookies = request.headers.get("cookie");
  const secure = isSecure(request);
  const result = await signIn(
    store.db,
    {
      email,
      password,
      address: context.get(clientAddress),
      now: new Date(),
      // A new session at every sign-in; the one the browser had, if any, ends (its phone
      // alerts, if the same account's, move to the new one).
      previousToken: tokenFromCookie(cookies, { secure }),
      deviceToken: deviceTokenFromCookie(cookies, { secure }),
    },
    signInLimiter,
  );
  if (!result.ok) {
    const limited = result.reason === "limited";
    const message = limited
      ? `Too many attempts. Please wait ${waitText(result.retryAfterSeconds)} and try again.`
      : "That email and password do not match an account.";
    return data(
      { error: message, email },
      {
        status: limited ? 429 : 401,
        headers: {
          "Cache-Control": "no-store",
          ...(limited && { "Retry-After": String(result.retryAfterSeconds) }),
        },
      },
    );
  }
  // The browser is now a known device of the account: a stranger's guessing does not slow it.
  const signedIn = setCookieHeaders([
    sessionCookie(result.token, { secure }),
    deviceCookie(result.deviceToken, { secure }),
    ...clearedUnprefixedCookies(cookies, { secure }),
  ]);
  return redirect(next, { headers: signedIn });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminFrame>
      <div className="mx-auto max-w-md">
        <h1 className="font-display text-3xl font-extrabold">Sign in</h1>
        <p className="mt-1 text-ink-600">
          The inbox of {siteConfig.name}: quote requests and their follow-up.
        </p>
        <Form method="post" className={SIGNED_OUT_FORM}>
          <input type="hidden" name="next" value={loaderData.next} />
          {actionData?.error && (
            <p role="alert" className="rounded-lg bg-coral-400/15 p-1.5 font-semibold text-ink-950">
              {actionData.error}
            </p>
          )}
          <AdminField
            id="email"
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email}
            size="lg"
          />
          <AdminField
            id="password"
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            size="lg"
          />
          <button type="submit" disabled={busy} className={buttonStyles({ variant: "brand" })}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
        </Form>
        <p className="mt-2 text-sm text-ink-600">
          {loaderData.canReset ? (
            <Link
              to={adminPages.adminForgot.path}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Forgot password?
            </Link>
          ) : (
            "Forgot your password? Ask an owner of the inbox for a link to set a new one."
          )}
        </p>
      </div>
    </AdminFrame>
  );
}
