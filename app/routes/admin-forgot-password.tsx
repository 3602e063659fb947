import { data, Link, useNavigation } from "react-router";

import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { SIGNED_OUT_FORM } from "#app/inbox/accounts/signed-out-form.ts";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { forgotPassword } from "#app/inbox/accounts/forgot-password.server.ts";
import { LINK_HOURS_WORDS } from "#app/inbox/accounts/link-hours.ts";
import { waitText } from "#app/inbox/accounts/sign-in-limits.server.ts";
import { clientAddress, leadServices } from "#app/wiring/router-context.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import type { Route } from "./+types/admin-forgot-password";

// "Forgot password?": a link to set a new one, by email. The same answer for every email
// (app/inbox/accounts/forgot-password.server.ts). Without a mail server nothing can be sent: the page
// says whom to ask instead, and the sign-in page does not offer it.

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminForgot.title);

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { mailConfigured: Boolean(context.get(leadServices).sendAccountMail) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(leadServices);
  const send = services.sendAccountMail;
  if (!send) return data({ noMail: true as const }, { status: 404 });
  const form = await request.formData();
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, 254);
  // Counted in the store, for every server (decision 039).
  const waitSeconds = await services.forgotLimiter.admit(context.get(clientAddress), email);
  if (waitSeconds > 0) {
    return data(
      { limited: `Too many requests. Please wait ${waitText(waitSeconds)} and try again.`, email },
      { status: 429, headers: { "Retry-After": String(waitSeconds), "Cache-Control": "no-store" } },
    );
  }
  await forgotPassword(email, {
    db: services.store.db,
    send,
    origin: services.linkOrigin,
    siteName: siteConfig.name,
  });
  return data({ asked: email }, { headers: { "Cache-Control": "no-store" } });
}

export default function AdminForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const asked = actionData && "asked" in actionData ? actionData.asked : undefined;
  const limited = actionData && "limited" in actionData ? actionData : undefined;
  return (
    <AdminFrame>
      <div className="mx-auto max-w-md">
        <h1 className="font-display text-3xl font-extrabold">Forgot your password?</h1>
        {!loaderData.mailConfigured ? (
          <p className="mt-1 text-ink-700">
            Ask an owner of the inbox: on the Team page they can make you a link to set a new
            password, and pass it on to you.
          </p>
        ) : asked !== undefined ? (
          <p role="status" className="mt-2 rounded-lg bg-brand-50 p-1.5 text-ink-950">
            If <strong className="break-words">{asked}</strong> has an account, a link to set a new
            password is on its way to it. The link works once, for {LINK_HOURS_WORDS.reset}. No
            email after a few minutes? Look in the spam folder, or ask an owner of the inbox.
          </p>
        ) : (
          <>
            <p className="mt-1 text-ink-700">
              Type the email you sign in with, and we send you a link to set a new password.
            </p>
            <AdminForm busy={busy} className={SIGNED_OUT_FORM}>
              {limited && (
                <p role="alert" className="rounded-lg bg-coral-400/15 p-1.5 font-semibold">
                  {limited.limited}
                </p>
              )}
              <AdminField
                id="email"
                label="Email"
                name="email"
                type="email"
                autoComplete="username"
                required
                defaultValue={limited?.email}
                size="lg"
              />
              <button type="submit" disabled={busy} className={buttonStyles({ variant: "brand" })}>
                {busy ? "Sending…" : "Send me a link"}
              </button>
            </AdminForm>
          </>
        )}
        <p className="mt-2">
          <Link
            to={adminPages.adminLogin.path}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Back to sign in
          </Link>
        </p>
      </div>
    </AdminFrame>
  );
}
