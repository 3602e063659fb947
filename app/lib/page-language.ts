import type { SiteLanguage } from "#app/site/site-languages.ts";

/** Set by each language's build (vite.config.ts); unset in the server and the unit tests. */
declare const __SITE_LANG__: SiteLanguage | undefined;

/**
 * The language of the pages being built: a constant in each build, so the bundler folds every
 * test of it (docs/decisions/028-languages-built-apart.md). The server renders only English
 * pages (the inbox); it names a language explicitly where it writes in another (a quote's
 * errors).
 */
export const PAGE_LANGUAGE: SiteLanguage =
  typeof __SITE_LANG__ === "undefined" ? "en" : __SITE_LANG__;

/**
 * Whether this code renders pages in more than one language: true in the server (and the unit
 * tests), which renders /quote/retry in the language of the quote it shows
 * (app/lib/message-language.server.ts); false in every build's pages, so the bundler drops
 * what depends on it there.
 */
export const RENDERS_ANY_LANGUAGE = typeof __SITE_LANG__ === "undefined";
