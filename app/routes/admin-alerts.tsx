import { data } from "react-router";

import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { DailySummaryCard } from "#app/inbox/overview/daily-summary-card.tsx";
import { PhoneAlerts } from "#app/inbox/alerts/phone-alerts.tsx";
import { audit } from "#app/inbox/team/audit.server.ts";
import { setDailySummary, summaryWanted } from "#app/inbox/overview/daily-summary.server.ts";
import { frameAccount } from "#app/inbox/accounts/guard.server.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import { isLeadId } from "#app/inbox/leads/lead-id.ts";
import { listDevices, removeDevice } from "#app/inbox/alerts/push-devices.server.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";
import type { Route } from "./+types/admin-alerts";

// Phone alerts: this browser's turned on or off (through /admin/alerts/device), and the
// account's devices, each turned off from here (docs/inbox.md, decision 024).

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminAlerts.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, services } = await requireUser(request, context);
  return {
    account: frameAccount(user),
    publicKey: services.pushPublicKey,
    devices: await listDevices(db, user.id),
    summary: await summaryWanted(db, [user.id]),
    mailConfigured: Boolean(services.settings.email),
  };
}

/** Turns off one of the account's devices from the list (another phone, an old laptop). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, db } = await requireUser(request, context);
  const form = await request.formData();
  if (form.get("intent") === "summary") {
    const wanted = form.get("wanted") !== null;
    await setDailySummary(db, user.id, wanted);
    await audit(db, user.email, wanted ? "summary-on" : "summary-off");
    return {
      done: wanted
        ? "You get the summary every morning at 09:00 IST."
        : "The daily summary is off for you.",
    };
  }
  const device = String(form.get("device") ?? "");
  if (form.get("intent") !== "remove" || !isLeadId(device)) {
    return data({ done: "Nothing was changed." }, { status: 400 });
  }
  const removed = await removeDevice(db, user.id, { id: device });
  if (removed) await audit(db, user.email, "phone-alerts-off", "a device from the list");
  return { done: removed ? "Alerts are off on that device." : "That device had no alerts." };
}

export default function AdminAlerts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminFrame account={loaderData.account}>
      <h1 className="font-display text-3xl font-extrabold">Alerts</h1>
      <p className="mt-1 max-w-prose text-ink-700">
        A notification on this phone or computer for every new lead that is not spam. The lock
        screen shows only &ldquo;New lead&rdquo; and the service asked about, never who sent it;
        tapping it opens the lead here. Signing out on a device turns its alerts off.
      </p>
      {actionData?.done && (
        <p role="status" className="mt-1 rounded-lg bg-brand-50 p-1 text-sm font-semibold">
          {actionData.done}
        </p>
      )}
      <PhoneAlerts publicKey={loaderData.publicKey} devices={loaderData.devices} />
      <div className="mt-3">
        <DailySummaryCard wanted={loaderData.summary} mailConfigured={loaderData.mailConfigured} />
      </div>
    </AdminFrame>
  );
}
