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

/** Each language by its English name, as the inbox (in English) and the owner's alerts name it. */
export const ENGLISH_NAMES: Record<SiteLanguage, string> = {
  en: "English",
  hi: "Hindi",
  mr: "Marathi",
};

/** A language as the owner reads it: "Marathi (मराठी)", "English". */
export const languageLabel = (language: SiteLanguage): string =>
  language === "en" ? ENGLISH_NAMES.en : `${ENGLISH_NAMES[language]} (${LANGUAGE_NAMES[language]})`;

/** A language given in a form, an address or a stored lead, or English for anything else. */
export function siteLanguage(value: unknown): SiteLanguage {
  return (SITE_LANGUAGES as readonly unknown[]).includes(value) ? (value as SiteLanguage) : "en";
}

/** The language a page's address is in: "/mr/…" Marathi, "/hi/…" Hindi, anything else English. */
export function languageOfPath(pathname: string): SiteLanguage {
  const first = pathname.split("/")[1];
  return first !== "en" && (SITE_LANGUAGES as readonly string[]).includes(first ?? "")
    ? (first as SiteLanguage)
    : "en";
}

/**
 * A page's address in a language, from its English address: English pages keep today's
 * addresses, the others live under /mr/ and /hi/ (the home pages at "/mr/" and "/hi/").
 */
export function pathIn(language: SiteLanguage, englishPath: string): string {
  if (language === "en") return englishPath;
  return englishPath === "/" ? `/${language}/` : `/${language}${englishPath}`;
}

/** The English address of a page in any language: the inverse of pathIn. */
export function englishPathOf(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === "en") return pathname;
  return pathname.slice(language.length + 1) || "/";
}

/** Open Graph's name of each language (og:locale). */
export const OG_LOCALES: Record<SiteLanguage, string> = { en: "en_IN", hi: "hi_IN", mr: "mr_IN" };

/** Devanagari digits: the glossary writes numbers 0-9 in every language (content/glossary.yaml). */
export const DEVANAGARI_DIGIT = /[०-९]/;
