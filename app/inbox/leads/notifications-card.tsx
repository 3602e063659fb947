import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { formatIst } from "#app/inbox/index.ts";
import type { NotificationChannel, NotificationState } from "#app/inbox/index.ts";

export type NotificationRow = {
  id: string;
  channel: NotificationChannel;
  state: NotificationState;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
};

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: "Email",
  webhook: "Webhook",
  "google-forms": "Google Form",
  push: "Phone alert",
  reply: "Reply",
  summary: "Daily summary",
};

/** How the team was told of the lead, each channel's delivery, and a retry for a failed one. */
export function NotificationsCard({ notifications }: { notifications: NotificationRow[] }) {
  return (
    <AdminPanel id="notified-title" title="Notifications">
      {notifications.length === 0 ? (
        <p className="mt-1 text-ink-600">
          None: no email, webhook or phone was set up when it arrived.
        </p>
      ) : (
        <ul className="mt-1 grid gap-1">
          {notifications.map((notification) => (
            <li key={notification.id} className="text-sm">
              <span className="font-semibold">{CHANNEL_LABELS[notification.channel]}</span>:{" "}
              {notification.state === "sent"
                ? `sent ${notification.sentAt ? formatIst(new Date(notification.sentAt)) : ""}`
                : notification.state === "failed"
                  ? `failed after ${notification.attempts} attempts (${notification.lastError ?? "no reason"})`
                  : `retrying (${notification.attempts} attempts so far${notification.lastError ? `, last: ${notification.lastError}` : ""})`}
              {notification.state === "failed" && (
                <AdminForm intent="retry" className="mt-0.5">
                  <input type="hidden" name="notification" value={notification.id} />
                  <button
                    type="submit"
                    className={buttonStyles({ variant: "outline", size: "sm" })}
                  >
                    Retry {CHANNEL_LABELS[notification.channel]}
                  </button>
                </AdminForm>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
