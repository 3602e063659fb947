/*
 * The languages the site speaks, defined once: its visitors read English, Marathi and Hindi,
 * and the inbox replies in them. Each with its own name (a switch between them shows it), its
 * English name (the inbox, in English, and the owner's alerts name it) and Open Graph's name
 * (og:locale). Every other list of languages derives from these (site-languages.ts and its
 * readers); the message compiler's own JSON (project.inlang) is kept apart, compared by a test.
 * Adding one: scripts/checks/one-language-list.test.ts shows every list that follows.
 */

export const SITE_LANGUAGES = ["en", "hi", "mr"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Each language by its own name, as a switch between them shows it. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: "English",
  hi: "हिन्दी",
  mr: "मराठी",
};

/** Each language by its English name, as the inbox (in English) and the owner's alerts name it. */
export const ENGLISH_NAMES: Record<SiteLanguage, string> = {
  en: "English",
  hi: "Hindi",
  mr: "Marathi",
};

/** Open Graph's name of each language (og:locale). */
export const OG_LOCALES: Record<SiteLanguage, string> = { en: "en_IN", hi: "hi_IN", mr: "mr_IN" };
