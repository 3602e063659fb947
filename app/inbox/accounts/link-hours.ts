import type { AccountLinkKind } from "#app/db/schema.server.ts";

/** How long a one-time link works: an invitation waits for a colleague to read their mail. */
export const LINK_HOURS: Record<AccountLinkKind, number> = { invite: 72, reset: 24 };

/** The same in words, for the emails and the pages. */
export const LINK_HOURS_WORDS: Record<AccountLinkKind, string> = {
  invite: "72 hours (3 days)",
  reset: "24 hours",
};
