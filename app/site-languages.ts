/*
 * The languages the site speaks to its visitors, and the inbox replies in: English, Hindi and
 * Marathi. A lead keeps the language of the page it was sent from (leads.language), and a
 * reply defaults to it.
 */

export const SITE_LANGUAGES = ["en", "hi", "mr"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Each language by its own name, as a switch between them shows it. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: "English",
  hi: "हिन्दी",
  mr: "मराठी",
};

/** A language given in a form, an address or a stored lead, or English for anything else. */
export function siteLanguage(value: unknown): SiteLanguage {
  return (SITE_LANGUAGES as readonly unknown[]).includes(value) ? (value as SiteLanguage) : "en";
}
