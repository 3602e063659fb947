import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";

/**
 * The account's morning email: on or off, or, with no mail server, why there is none and what
 * turns it on.
 */
export function DailySummaryCard({
  wanted,
  mailConfigured,
}: {
  wanted: boolean;
  mailConfigured: boolean;
}) {
  return (
    <AdminPanel id="summary-title" title="Daily summary">
      {mailConfigured ? (
        <AdminForm intent="summary" className="mt-1 grid gap-1">
          <AdminField
            id="daily-summary"
            type="checkbox"
            name="wanted"
            value="1"
            defaultChecked={wanted}
            label="Email me at 09:00 IST: the last day's leads, today's follow-ups, the overdue ones and yesterday's visits"
          />
          <div>
            <button type="submit" className={buttonStyles({ variant: "outline", size: "sm" })}>
              Save
            </button>
          </div>
        </AdminForm>
      ) : (
        <p className="mt-1 max-w-prose text-ink-700">
          Off: the server has no mail server to send it with. Set <code>SMTP_URL</code> and{" "}
          <code>LEADS_NOTIFY_EMAIL</code> (docs/configuration.md) and every account gets it each
          morning at 09:00 IST.
        </p>
      )}
    </AdminPanel>
  );
}
