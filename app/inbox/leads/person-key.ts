import { MAX_LENGTH } from "#app/site/quote-fields.ts";

/*
 * How an erasure and a person's download name the person: the search the owner's page showed
 * (an email, a WhatsApp number or both, as typed there) and the moment the page was shown. The
 * server runs that search again up to that moment. Never a list of the leads from the browser:
 * it grows with the person who wrote most (past the inbox's form fields, past the address
 * length a server reads), and the server would have to trust it.
 */

/** How the owner names the person: the email or the WhatsApp number they wrote from. */
export type PersonQuery = { email?: string; phone?: string };

/** A person as an erasure or a download names them: the search, and when its page was shown. */
export type PersonKey = PersonQuery & { shownAt: Date };

/** What reading a key from a form or an address gives: the key, or why there is none. */
export type PersonKeyRead = { ok: true; key: PersonKey } | { ok: false; error: string };

/** A number as people type it: spaces, dashes, brackets and a country code around its digits. */
const PHONE_QUERY_LENGTH = 30;

/** How far ahead of this server's clock a page's moment may be: another server's clock. */
export const SHOWN_AT_SKEW_MS = 60 * 1000;
/** How old a page may be and still erase or download: older, the owner looks again first. */
export const SHOWN_AT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The key's names, in a form and in an address. */
const FIELDS = ["email", "phone", "shownAt"] as const;

export const NO_PERSON = "Find the person first, by their email or phone number.";
export const OUT_OF_DATE = "This page is out of date: find the person again.";

/** Values read by name: a form's or an address's. */
type Fields = { get(name: string): FormDataEntryValue | null };

const textOf = (fields: Fields, name: string, length: number) => {
  const value = fields.get(name);
  return (typeof value === "string" && value.trim().slice(0, length)) || undefined;
};

/** The search as the page's address (or a form) names it: trimmed, cut to length. */
export function personQueryOf(fields: Fields): PersonQuery {
  return {
    email: textOf(fields, "email", MAX_LENGTH.email),
    phone: textOf(fields, "phone", PHONE_QUERY_LENGTH),
  };
}

/**
 * What the page sends back to name the person (its erase form's hidden fields, its download's
 * address): the search it showed, and when. A few short fields however many leads it found.
 */
export function personKeyFields(query: PersonQuery, shownAt: Date): Record<string, string> {
  const values: Partial<Record<(typeof FIELDS)[number], string>> = {
    ...query,
    shownAt: shownAt.toISOString(),
  };
  return Object.fromEntries(FIELDS.flatMap((name) => (values[name] ? [[name, values[name]]] : [])));
}

/** Whether an address names a person (a download of their data) rather than a list's filter. */
export const namesPerson = (params: URLSearchParams) => FIELDS.some((name) => params.has(name));

/** The moment as the page writes it (toISOString), and nothing else. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The moment a page was shown, if it is one this server could have given: written as it writes
 * it, not ahead of its clock by more than another server's could be, and not older than a day.
 * A moment ahead would reach leads the owner never saw; one far back is a page left open.
 */
function shownAtOf(value: FormDataEntryValue | null, now: Date): Date | undefined {
  if (typeof value !== "string" || !INSTANT.test(value)) return undefined;
  const at = new Date(value);
  // 2026-02-30 parses as 2 March: a moment only if it reads back as written.
  if (Number.isNaN(at.getTime()) || at.toISOString() !== value) return undefined;
  const age = now.getTime() - at.getTime();
  return age >= -SHOWN_AT_SKEW_MS && age <= SHOWN_AT_MAX_AGE_MS ? at : undefined;
}

/** The person a form or an address names, and the moment its page was shown; or why not. */
export function personKeyOf(fields: Fields, now: Date): PersonKeyRead {
  const query = personQueryOf(fields);
  if (!query.email && !query.phone) return { ok: false, error: NO_PERSON };
  const shownAt = shownAtOf(fields.get("shownAt"), now);
  if (!shownAt) return { ok: false, error: OUT_OF_DATE };
  return { ok: true, key: { ...query, shownAt } };
}
