import { getLocale } from "#app/paraglide/runtime.js";
import { siteConfig, type Localized } from "#app/site/site.config.ts";

/*
 * The site config's texts in the page's language (app/site/site.config.ts gives each one as
 * `{ en, mr, hi }`). Read when a page renders, never when a module loads, so that a unit test
 * can switch the language (overwriteGetLocale); in a page's build the language is a constant.
 */

/** A config text in the page's language, or in the one given. */
export function localized(text: Localized, language = getLocale()): string {
  return text[language];
}

/** The agency's city as the page's sentences write it: "Pune", "पुणे". */
export function cityName(language = getLocale()): string {
  return language === "en" ? siteConfig.city : siteConfig.cityIn[language];
}
