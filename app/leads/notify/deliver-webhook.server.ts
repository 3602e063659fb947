import { createHmac } from "node:crypto";

import type { Lead } from "#app/db/schema.server.ts";
import { sourceOf, type Source } from "#app/site/lead-sources.ts";
import {
  ATTRIBUTION_KEYS,
  byField,
  type AttributionKey,
  type Quote,
} from "#app/site/quote-fields.ts";
import type { LeadSettings } from "#app/site/settings.server.ts";
import { siteLanguage, type SiteLanguage } from "#app/site/site-languages.ts";
import { DeliveryError, fetchFailureReason, type Deliverer } from "./deliverer.ts";
import { leadLinks, type LeadLinks } from "./lead-links.ts";

export type WebhookSettings = NonNullable<LeadSettings["webhook"]>;

/** How long the receiver has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What the webhook receives for each new lead (docs/inbox.md documents it). */
export type WebhookPayload = {
  /**
   * This notification's id, the same on every attempt (also in X-Leads-Delivery). Delivery is
   * at least once (decision 018): a receiver that has seen an id already drops the call.
   */
  id: string;
  event: "lead.created";
  /** The lead: its id, when it was received, and every answer of the quote by its name. */
  lead: Quote & {
    id: string;
    /** ISO 8601, UTC. */
    createdAt: string;
    /** The language of the page the quote was sent from: "en", "mr" or "hi". */
    language: SiteLanguage;
    /**
     * Where the visit came from, named as the inbox names it (app/site/lead-sources.ts): "Instagram",
     * "Direct"; the campaign apart.
     */
    source: Source;
    /** What was recorded of the visit, each null where nothing was (the contract's names). */
    attribution: Record<AttributionKey, string | null>;
  } & LeadLinks;
};

/** The body of the webhook call for a lead's notification `notificationId`. */
export function webhookPayload(
  lead: Lead,
  notificationId: string,
  origin: string,
  siteName: string,
): WebhookPayload {
  return {
    id: notificationId,
    event: "lead.created",
    lead: {
      id: lead.id,
      createdAt: lead.createdAt.toISOString(),
      ...byField((field) => lead[field]),
      language: siteLanguage(lead.language),
      source: sourceOf(lead),
      attribution: Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, lead[key]])) as Record<
        AttributionKey,
        string | null
      >,
      ...leadLinks(lead, origin, siteName),
    },
  };
}

/**
 * The X-Leads-Signature value: HMAC-SHA256 of "<timestamp>.<body>" with the shared secret.
 * Signing the timestamp too lets the receiver refuse an old call replayed later.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * POSTs each new lead as signed JSON to the webhook. Only a 2xx answer counts: a redirect
 * is not followed (it would turn the POST into a GET and lose the lead), it is reported.
 * The notification's id is in the signed body (`id`) and in X-Leads-Delivery, for the
 * receiver to de-duplicate on.
 */
export function webhookDeliverer(
  webhook: WebhookSettings,
  origin: string,
  siteName: string,
  fetcher: typeof fetch = fetch,
  clock: () => Date = () => new Date(),
): Deliverer {
  return async (lead, { notificationId }) => {
    const body = JSON.stringify(webhookPayload(lead, notificationId, origin, siteName));
    const timestamp = Math.floor(clock().getTime() / 1000);
    let response: Response;
    try {
      response = await fetcher(webhook.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Leads-Delivery": notificationId,
          "X-Leads-Timestamp": String(timestamp),
          "X-Leads-Signature": webhookSignature(webhook.secret, timestamp, body),
        },
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`the webhook ${fetchFailureReason(error, WEBHOOK_TIMEOUT_MS)}`);
    }
    // The answer's body is not read into the reason: a receiver may echo the lead back.
    await response.body?.cancel();
    if (!response.ok) throw new DeliveryError(`the webhook answered ${response.status}`);
  };
}
