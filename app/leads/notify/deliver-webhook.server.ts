import { createHmac } from "node:crypto";

import type { Lead } from "../schema.server";
import type { LeadSettings } from "../settings.server";
import { DeliveryError, fetchFailureReason, type Deliverer } from "./deliverer";
import { leadLinks, type LeadLinks } from "./lead-links";

export type WebhookSettings = NonNullable<LeadSettings["webhook"]>;

/** How long the receiver has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What the webhook receives for each new lead (README › Leads documents it). */
export type WebhookPayload = {
  event: "lead.created";
  lead: {
    id: string;
    /** ISO 8601, UTC. */
    createdAt: string;
    name: string;
    email: string;
    whatsapp: string;
    service: string;
    message: string;
    attribution: {
      pagePath: string | null;
      landingPage: string | null;
      referrer: string | null;
      utmSource: string | null;
      utmMedium: string | null;
      utmCampaign: string | null;
      utmTerm: string | null;
      utmContent: string | null;
    };
  } & LeadLinks;
};

/** The body of the webhook call for a lead. */
export function webhookPayload(lead: Lead, origin: string, siteName: string): WebhookPayload {
  return {
    event: "lead.created",
    lead: {
      id: lead.id,
      createdAt: lead.createdAt.toISOString(),
      name: lead.name,
      email: lead.email,
      whatsapp: lead.whatsapp,
      service: lead.service,
      message: lead.message,
      attribution: {
        pagePath: lead.pagePath,
        landingPage: lead.landingPage,
        referrer: lead.referrer,
        utmSource: lead.utmSource,
        utmMedium: lead.utmMedium,
        utmCampaign: lead.utmCampaign,
        utmTerm: lead.utmTerm,
        utmContent: lead.utmContent,
      },
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
 */
export function webhookDeliverer(
  webhook: WebhookSettings,
  origin: string,
  siteName: string,
  fetcher: typeof fetch = fetch,
  clock: () => Date = () => new Date(),
): Deliverer {
  return async (lead) => {
    const body = JSON.stringify(webhookPayload(lead, origin, siteName));
    const timestamp = Math.floor(clock().getTime() / 1000);
    let response: Response;
    try {
      response = await fetcher(webhook.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
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
