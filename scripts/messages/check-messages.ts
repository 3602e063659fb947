/*
 * The interface texts' own checks, run before Paraglide compiles them (scripts/messages/compile.ts):
 * the compiler quietly falls back to English for a message missing in Marathi or Hindi, and
 * ignores a file its settings do not name, so a page would show English without anyone noticing.
 * Each problem names the file, the key and the language.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { DEVANAGARI_DIGIT, SITE_LANGUAGES, type SiteLanguage } from "#app/site/site-languages.ts";

/** The languages every message is written in: the site's (project.inlang lists them too). */
export const MESSAGE_LOCALES = SITE_LANGUAGES;
export type MessageLocale = SiteLanguage;
const BASE: MessageLocale = "en";

/** A message file's entries but its "$schema" line. */
export function withoutSchema(file: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(file).filter(([key]) => key !== "$schema")) as Record<
    string,
    string
  >;
}

/** One language's messages of one area: key → text. */
export type MessageFile = { file: string; locale: MessageLocale; messages: Record<string, string> };

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1]!)
    .sort()
    .join(",");

/** Every problem with one area's three files (en, mr, hi), each a line naming file and key. */
export function checkArea(files: readonly MessageFile[]): string[] {
  const problems: string[] = [];
  const base = files.find((file) => file.locale === BASE);
  if (!base) return [`no English file among ${files.map((file) => file.file).join(", ")}`];
  for (const locale of MESSAGE_LOCALES) {
    const file = files.find((candidate) => candidate.locale === locale);
    if (!file) {
      problems.push(
        `${base.file.replace(/en\.json$/, `${locale}.json`)}: missing (language ${locale})`,
      );
      continue;
    }
    for (const [key, text] of Object.entries(file.messages)) {
      if (typeof text !== "string" || !text.trim())
        problems.push(`${file.file}: "${key}" is empty (language ${locale})`);
      else if (locale !== BASE && DEVANAGARI_DIGIT.test(text))
        problems.push(
          `${file.file}: "${key}" has a Devanagari digit (language ${locale}); the site writes 0-9 (content/glossary.yaml)`,
        );
      if (!(key in base.messages))
        problems.push(
          `${file.file}: extra message "${key}" (language ${locale}), not in ${base.file}`,
        );
      else if (placeholders(String(text)) !== placeholders(base.messages[key]!))
        problems.push(
          `${file.file}: "${key}" has placeholders {${placeholders(String(text))}}, English has {${placeholders(base.messages[key]!)}} (language ${locale})`,
        );
    }
    for (const key of Object.keys(base.messages))
      if (!(key in file.messages))
        problems.push(`${file.file}: missing message "${key}" (language ${locale})`);
  }
  return problems;
}

/** A key used in two areas would silently take the later file's text. */
export function checkUniqueKeys(areas: readonly MessageFile[][]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const base of areas.map((files) => files.find((file) => file.locale === BASE)))
    for (const key of Object.keys(base?.messages ?? {})) {
      const earlier = seen.get(key);
      if (earlier) problems.push(`${base!.file}: "${key}" is also in ${earlier}`);
      else seen.set(key, base!.file);
    }
  return problems;
}

/** Reads messages/<area>/<locale>.json; the settings' path patterns must name every area. */
export function checkMessageFolder(root: string, pathPatterns: readonly string[]): string[] {
  const problems: string[] = [];
  const areas = readdirSync(join(root, "messages"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const named = pathPatterns.map(
    (pattern) => pattern.match(/^\.\/messages\/([^/]+)\/\{locale\}\.json$/)?.[1],
  );
  for (const area of areas)
    if (!named.includes(area))
      problems.push(`messages/${area}/: not named in project.inlang/settings.json's pathPattern`);
  for (const [index, area] of named.entries())
    if (!area || !areas.includes(area))
      problems.push(
        `project.inlang/settings.json: pathPattern "${pathPatterns[index]}" names no messages/<area>/ folder`,
      );

  const read = areas.map((area) =>
    MESSAGE_LOCALES.flatMap((locale): MessageFile[] => {
      const file = `messages/${area}/${locale}.json`;
      if (!existsSync(join(root, file))) return [];
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;
      } catch (error) {
        problems.push(`${file}: not JSON (${(error as Error).message})`);
        return [];
      }
      const messages = withoutSchema(parsed);
      return [{ file, locale, messages }];
    }),
  );
  for (const files of read) problems.push(...checkArea(files));
  problems.push(...checkUniqueKeys(read));
  return problems;
}
