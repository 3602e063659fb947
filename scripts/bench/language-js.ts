// `npm run bench:languages [-- --check]`: the JavaScript each page makes a visitor load, in
// brotli bytes, for every route in English, Marathi and Hindi, against issue 30's budgets:
// a Marathi or Hindi page at most 3 KB above the same English page, and an English page at
// most 1 KB above what it loaded before the languages came (english-js-before-languages.json,
// measured the same way on the build of that commit). Reads the build; run `npm run build` first.
// Then the HTML: each page's response in bytes and the round trips it takes on Lighthouse's
// simulated link (first-round-trip.ts); the home page must arrive in the first in every
// language, since its LCP (the hero poster, 1.06 s) is less than one round trip (150 ms) under
// its target (1.2 s): docs/performance.md, "The first round trip".
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { languageOfPath, pathIn, SITE_LANGUAGES } from "#app/site/site-languages.ts";
import { CLIENT_DIR } from "../../server/paths.ts";
import { createSiteServer } from "../../server/serve.ts";
import { listenOnLoopback } from "../lib/listen-on-loopback.ts";
import { extraRoundTrips, FIRST_WINDOW_BYTES, responseBytes } from "./first-round-trip.ts";
import { pageScripts } from "../lib/page-js.ts";
import { listRoutes } from "./list-routes.ts";

const { values: options } = parseArgs({ options: { check: { type: "boolean", default: false } } });

/** Issue 30's budgets, in brotli bytes. */
const LANGUAGE_JS_BUDGET = { aboveEnglish: 3 * 1024, englishGrowth: 1024 };
/**
 * Issue 44's budget for a page's behaviours (e2e/page-javascript.spec.ts): a page within it has
 * not grown in any way that matters, though the pages that ran no script before (the quote's
 * result pages) now load the behaviours every page loads.
 */
const PAGE_JS_BUDGET = 6 * 1024;

const before = JSON.parse(
  readFileSync(new URL("english-js-before-languages.json", import.meta.url), "utf8"),
) as { commit: string; routes: Record<string, number> };

const englishRoutes = listRoutes().filter((route) => languageOfPath(route) === "en");
const problems: string[] = [];
const rows = englishRoutes.map((route) => {
  const english = pageScripts(CLIENT_DIR, route).brotli;
  const row: Record<string, number | string> = { route, en: english };
  const earlier = before.routes[route];
  if (earlier !== undefined) {
    row[`vs ${before.commit}`] = english - earlier;
    if (english - earlier > LANGUAGE_JS_BUDGET.englishGrowth && english > PAGE_JS_BUDGET)
      problems.push(`${route}: ${english - earlier} B more than at ${before.commit}`);
  }
  for (const language of SITE_LANGUAGES.filter((language) => language !== "en")) {
    const translated = pathIn(language, route);
    const bytes = pageScripts(CLIENT_DIR, translated).brotli;
    row[language] = bytes;
    row[`${language} − en`] = bytes - english;
    if (bytes - english > LANGUAGE_JS_BUDGET.aboveEnglish)
      problems.push(`${translated}: ${bytes - english} B more than ${route}`);
  }
  return row;
});
console.table(rows);
console.log(
  `Brotli bytes of JavaScript per page; budgets: Marathi and Hindi ≤ English + ${LANGUAGE_JS_BUDGET.aboveEnglish} B, English ≤ ${before.commit} + ${LANGUAGE_JS_BUDGET.englishGrowth} B`,
);
/** The pages whose HTML must arrive in the first round trip, in every language. */
const FIRST_ROUND_TRIP_ROUTES = ["/"];

const server = createSiteServer();
const origin = await listenOnLoopback(server);
const htmlRows: Record<string, number | string>[] = [];
try {
  for (const route of englishRoutes) {
    const row: Record<string, number | string> = { route };
    for (const language of SITE_LANGUAGES) {
      const path = pathIn(language, route);
      const bytes = await responseBytes(origin, path);
      const trips = extraRoundTrips(bytes);
      row[`${language} bytes`] = bytes;
      row[`${language} +trips`] = trips;
      if (FIRST_ROUND_TRIP_ROUTES.includes(route) && trips > 0)
        problems.push(
          `${path}: its HTML is ${bytes} B, over the first round trip's ${FIRST_WINDOW_BYTES} B`,
        );
    }
    htmlRows.push(row);
  }
} finally {
  server.close();
}
console.table(htmlRows);
console.log(
  `HTML responses in bytes (brotli, with headers) and the round trips each takes after the first (${FIRST_WINDOW_BYTES} B); budget: ${FIRST_ROUND_TRIP_ROUTES.join(", ")} in the first, in every language`,
);

if (options.check) {
  for (const problem of problems) console.error(`✘ ${problem}`);
  if (problems.length) process.exit(1);
  console.log("✔ every page is within the budgets");
}
