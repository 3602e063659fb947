/**
 * The answer to a form on a lead's page: which form it was (its intent), what was done or what
 * went wrong, and the problem of each field by name. Browser-safe: the page's cards read it.
 */
export type LeadActionResult = {
  intent: string;
  done?: string;
  error?: string;
  /** The HTTP status of a refused action (422 for a field's problem). */
  status?: number;
  /** Each field's problem, by the field's name. */
  fields?: Record<string, string>;
  /** A reply to write in the mail app: the link that opens it, filled in. */
  mailto?: string;
};
