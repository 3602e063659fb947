/*
 * The languages the site speaks to its visitors, and the inbox replies in: English, Hindi and
 * Marathi. A lead keeps the language of the page it was sent from (leads.language), and a
 * reply defaults to it.
 */

import {
  ENGLISH_NAMES,
  LANGUAGE_NAMES,
  OG_LOCALES,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "./language-list.ts";

export { ENGLISH_NAMES, LANGUAGE_NAMES, OG_LOCALES, SITE_LANGUAGES, type SiteLanguage };

/** The site's languages but English: translated from it, each under its address prefix. */
export type TranslatedLanguage = Exclude<SiteLanguage, "en">;
// Pure, so a page module that reads none of them leaves them out.
export const TRANSLATED_LANGUAGES = /* @__PURE__ */ SITE_LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== "en",
);

/** The address prefixes of the translated pages, for a pattern over paths: "(?:hi|mr)". */
export const LANGUAGE_PREFIX_PATTERN = `(?:${/* @__PURE__ */ TRANSLATED_LANGUAGES.join("|")})`;

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

/** Devanagari digits: the glossary writes numbers 0-9 in every language (content/glossary.yaml). */
export const DEVANAGARI_DIGIT = /[०-९]/;
