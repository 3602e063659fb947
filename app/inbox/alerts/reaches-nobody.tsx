import { Link } from "react-router";

import { adminPages } from "#app/pages/admin-pages.ts";

/**
 * Said on the list of leads when a new lead would reach nobody: no device has phone alerts on
 * and the server has no email or webhook. The one step that needs nothing on the server is
 * turning alerts on here; email and webhook are the server's settings (docs/configuration.md).
 */
export function ReachesNobody() {
  return (
    <p className="mt-2 rounded-2xl bg-accent-50 p-2 text-ink-950 ring-1 ring-accent-400">
      <span className="font-semibold">New leads reach nobody yet:</span> no phone has alerts on, and
      the server sends no email or webhook.{" "}
      <Link to={adminPages.adminAlerts.path} className="font-semibold text-brand-700 underline">
        Turn on alerts on this device
      </Link>
    </p>
  );
}
