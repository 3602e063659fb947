import type { Lead } from "#app/db/schema.server.ts";

import { leadLanguageLabel } from "./lead-links.ts";

/*
 * What a phone alert says. It shows on a lock screen, where anyone near the phone can read it,
 * so it holds the service asked about (and the language of the page it came from, when not
 * English) and nothing that is the visitor's: no name, email, number or message
 * (docs/decisions/024-phone-alerts.md). Tapping it opens the lead, behind the inbox's sign-in.
 */

/** The JSON the service worker (app/routes/admin-sw-js.ts) turns into a notification. */
export type PushPayload = {
  title: string;
  body: string;
  /** The lead's page, as a path: the worker opens it on its own origin. */
  url: string;
  /** One notification per lead: a repeat of the same alert replaces it, never stacks. */
  tag: string;
};

export function pushPayloadFor(
  lead: Pick<Lead, "id" | "service"> & Partial<Pick<Lead, "language">>,
): PushPayload {
  const language = leadLanguageLabel(lead);
  return {
    title: `New lead: ${lead.service}`,
    body: language
      ? `From a page in ${language}. Open the inbox to read it.`
      : "Open the inbox to read it.",
    url: `/admin/leads/${encodeURIComponent(lead.id)}`,
    tag: `lead-${lead.id}`,
  };
}
