import * as z from "zod/mini";

import { LANGUAGE_FIELD } from "#app/site/quote-fields.ts";
import { SITE_LANGUAGES, type SiteLanguage } from "#app/site/site-languages.ts";

/*
 * The language a quote was sent in: a field of the form's contract (LANGUAGE_FIELD), set by
 * the page the form is on, never guessed from the referrer or the browser's languages. The
 * server stores it with the lead and answers the visitor in it. Absent, the quote is English
 * (pages built before the field, other clients); anything else is refused, in English, since
 * the language it should be said in is the thing that is wrong.
 */

/** What is wrong with the language field, under its name. */
export type LanguageErrors = { [LANGUAGE_FIELD]: string };

export type LanguageCheck =
  { ok: true; language: SiteLanguage } | { ok: false; errors: LanguageErrors };

const languageSchema = z.optional(
  z.enum(
    SITE_LANGUAGES,
    `Send the page's language as one of ${SITE_LANGUAGES.join(", ")}, or leave it out for English.`,
  ),
);

/** The quote's language as the form says it, English when it says none. */
export function quoteLanguage(form: Readonly<Record<string, unknown>>): LanguageCheck {
  const result = languageSchema.safeParse(form[LANGUAGE_FIELD]);
  if (result.success) return { ok: true, language: result.data ?? "en" };
  return { ok: false, errors: { [LANGUAGE_FIELD]: result.error.issues[0]!.message } };
}
