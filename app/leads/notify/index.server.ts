import { siteConfig, type QuoteFormSettings } from "#app/site/site.config.ts";

import type { NotificationChannel } from "#app/db/schema.server.ts";
import type { LeadSettings } from "#app/site/settings.server.ts";
import { emailDeliverer } from "./deliver-email.server.ts";
import { webhookDeliverer } from "./deliver-webhook.server.ts";
import { googleFormForwarder } from "./forward-google-form.server.ts";
import { replyDeliverer } from "./deliver-reply.server.ts";
import { summaryDeliverer, type ComposeSummary } from "./deliver-summary.server.ts";
import type { Deliverers } from "./outbox.server.ts";

// The notifications' public entry for the rest of the server: the outbox and its worker,
// and which channels this server's settings turn on.

export {
  deliverDue,
  enqueueNotifications,
  enqueuePushNotifications,
  retryNotification,
  startOutboxWorker,
  type Deliverers,
  type DeliveryProblem,
  type DeliveryRun,
  type OutboxWorker,
  type OutboxWorkerOptions,
  type RetryRequest,
  type Tx,
} from "./outbox.server.ts";
export { DeliveryError, type Deliverer } from "./deliverer.ts";
export { pushDeliverer, type PushDelivererOptions } from "./deliver-push.server.ts";
export { pushPayloadFor, type PushPayload } from "./push-payload.ts";
export { ensureVapidKeys, vapidSubject, type VapidKeys } from "./vapid-keys.server.ts";
export {
  inboxUrl,
  leadLinks,
  telUrl,
  visitorPhoneDigits,
  whatsappGreeting,
  whatsappUrl,
  type LeadLinkFields,
  type LeadLinks,
} from "./lead-links.ts";
export { webhookSignature, type WebhookPayload } from "./deliver-webhook.server.ts";
export { summaryEmailMessage, type DailySummary } from "./summary-email.server.ts";
export type { ComposeSummary } from "./deliver-summary.server.ts";
export { accountMailer, type AccountMail, type AccountMailer } from "./account-mailer.server.ts";

/** The Google Form each stored lead is also forwarded to, if the site config names one. */
const forwardedForm = (quoteForm: QuoteFormSettings) =>
  quoteForm.transport === "inbox" ? quoteForm.forwardToGoogleForm : undefined;

/** Where links in notifications point: PUBLIC_ORIGIN, or the site config's origin. */
export const notificationOrigin = (settings: LeadSettings) =>
  settings.publicOrigin ?? siteConfig.origin;

/**
 * The deliverer of each channel the settings configure: email (SMTP_URL and
 * LEADS_NOTIFY_EMAIL), webhook (LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET), and the Google
 * Form of the site config's `quoteForm.forwardToGoogleForm`.
 */
export function deliverersFor(
  settings: LeadSettings,
  quoteForm: QuoteFormSettings,
  fetcher: typeof fetch = fetch,
  /** Writes an account's daily summary (the inbox knows what it holds). */
  composeSummary?: ComposeSummary,
): Deliverers {
  const origin = notificationOrigin(settings);
  const deliverers: Deliverers = {};
  if (settings.email) {
    deliverers.email = emailDeliverer(settings.email, origin, siteConfig.name);
    // The team's replies to visitors go through the same mail server.
    deliverers.reply = replyDeliverer(settings.email, {
      origin,
      siteName: siteConfig.name,
      replyTo: siteConfig.email,
    });
    if (composeSummary) {
      deliverers.summary = summaryDeliverer(settings.email, {
        origin,
        siteName: siteConfig.name,
        compose: composeSummary,
      });
    }
  }
  if (settings.webhook) {
    deliverers.webhook = webhookDeliverer(settings.webhook, origin, siteConfig.name, fetcher);
  }
  const form = forwardedForm(quoteForm);
  if (form) deliverers["google-forms"] = googleFormForwarder(form, fetcher);
  return deliverers;
}

/** The channels to enqueue for each new lead: those configured, in a fixed order. */
export function channelsFor(
  settings: LeadSettings,
  quoteForm: QuoteFormSettings,
): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (settings.email) channels.push("email");
  if (settings.webhook) channels.push("webhook");
  if (forwardedForm(quoteForm)) channels.push("google-forms");
  return channels;
}

/** "owner@example.in" → "o***@example.in": enough to recognise, in a log anyone may read. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

/** The webhook's host only: its path or query may hold a token. */
function webhookHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "(an invalid address)";
  }
}

/** One line for the start-up log: how new leads reach the owner, or that they do not. */
export function describeNotifications(
  settings: LeadSettings,
  quoteForm: QuoteFormSettings = siteConfig.quoteForm,
): string {
  const notified: string[] = [];
  if (settings.email) notified.push(`by email to ${maskEmail(settings.email.to)}`);
  if (settings.webhook) notified.push(`by webhook to ${webhookHost(settings.webhook.url)}`);
  const form = forwardedForm(quoteForm);
  const forwarded = form ? `forwarded to the Google Form ${form.formId}` : "";
  if (notified.length === 0) {
    const unnotified =
      "nobody is notified by email or webhook: set SMTP_URL and LEADS_NOTIFY_EMAIL (email) or " +
      "LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET (webhook), or turn on phone alerts at " +
      "/admin/alerts. See docs/inbox.md.";
    return forwarded
      ? `New leads are stored and ${forwarded}, but ${unnotified}`
      : `Leads are stored, but ${unnotified}`;
  }
  return `New leads are notified ${notified.join(" and ")}${forwarded ? `, and ${forwarded}` : ""}`;
}
