/** Where a lead stands; "spam" leads are kept apart and purged sooner. */
export const LEAD_STATUSES = ["new", "contacted", "quote-sent", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The pipeline an owner moves a lead along, in order (Spam / Not spam apart). */
export const PIPELINE: readonly LeadStatus[] = ["new", "contacted", "quote-sent", "won", "lost"];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "quote-sent": "Quote sent",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};
