// Which language a build makes (docs/decisions/028-languages-built-apart.md): `npm run build`
// builds English, then Marathi, then Hindi, each a React Router build with SITE_LANG set. English
// is the site at today's addresses and the server; the others add their static pages under
// /mr/ and /hi/ (scripts/build/join-language.ts).
import { join } from "node:path";

import { SITE_LANGUAGES, type SiteLanguage } from "#app/site/site-languages.ts";

import { BUILD_DIR } from "../../server/paths.ts";

/** The language of this build, from SITE_LANG (English when unset). */
export function buildLanguage(value = process.env.SITE_LANG): SiteLanguage {
  if (value === undefined || value === "") return "en";
  if ((SITE_LANGUAGES as readonly string[]).includes(value)) return value as SiteLanguage;
  throw new Error(`SITE_LANG=${value}: the site is built in ${SITE_LANGUAGES.join(", ")}`);
}

/** English builds into build/; Marathi and Hindi into a folder of their own, joined afterwards. */
export const languageBuildDir = (language: SiteLanguage) =>
  language === "en" ? BUILD_DIR : join(BUILD_DIR, `.language-${language}`);

/** The router's basename and Vite's base: "/" for English, "/mr/" and "/hi/". */
export const languageBase = (language: SiteLanguage) => (language === "en" ? "/" : `/${language}/`);
