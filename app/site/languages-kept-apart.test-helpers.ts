import { readFileSync } from "node:fs";

/*
 * The lists of languages that cannot derive from app/site/language-list.ts, each compared with
 * it by name: the message compiler's own JSON (project.inlang/settings.json, which it reads
 * before any TypeScript runs) and the runtime it compiles from that JSON.
 */

/** The lists kept apart that do not hold exactly `languages`, by the file that holds each. */
export async function languageListsApart(languages: readonly string[]): Promise<string[]> {
  const settings = JSON.parse(readFileSync("project.inlang/settings.json", "utf8")) as {
    locales: string[];
    baseLocale: string;
  };
  const { locales, baseLocale } = await import("#app/paraglide/runtime.js");
  const same = (list: readonly string[], base: string) =>
    base === "en" && [...list].sort().join() === [...languages].sort().join();
  return [
    ...(same(settings.locales, settings.baseLocale) ? [] : ["project.inlang/settings.json"]),
    ...(same(locales, baseLocale) ? [] : ["app/paraglide/runtime.js"]),
  ];
}
