import { pathIn, SITE_LANGUAGES } from "#app/site/site-languages.ts";

/*
 * The Speculation Rules every public page carries (docs/decisions/036-speculation-rules.md):
 * a Chromium browser may prerender a page of this site the moment a visitor presses or touches
 * a link to it, so the page is shown at once when the press ends. Rendered inline by the root
 * (app/root.tsx), allowed by the page's policy through its hash (scripts/build/page-policy.ts),
 * or through the request's nonce on a page the server renders.
 *
 * Patterns are URL patterns read against the page's own address, so each matches this origin
 * only. A pattern given as a string leaves the query open (it matches any query), which suits
 * the exclusions; the one inclusion is an object with an empty `search`, which no address with
 * a query string matches.
 */

/**
 * What is never prerendered, though it is on this site: the inbox (a prerender would run its
 * sign-in check for nothing), the server's API, the quote form's result pages in every
 * language (answers to a send, not pages to open twice), and files (a path with a dot: the
 * feed, the sitemap, images), which are no pages to show.
 */
export const NEVER_PRERENDERED: readonly string[] = [
  "/admin{/*}?",
  "/api{/*}?",
  ...SITE_LANGUAGES.map((language) => pathIn(language, "/quote{/*}?")),
  "/*.*",
];

export const SPECULATION_RULES = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: { pathname: "/*", search: "" } },
          { not: { href_matches: NEVER_PRERENDERED } },
        ],
      },
      // On a press or a touch, not on sight or hover: prepaid data is not spent on pages
      // nobody opens.
      eagerness: "conservative",
    },
  ],
} as const;

/** The rules as the page's `<script type="speculationrules">` holds them. */
export const SPECULATION_RULES_JSON = JSON.stringify(SPECULATION_RULES);
