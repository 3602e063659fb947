/*
 * The glossary's check, run by `npm test` (the test beside this file): nobody on the team reads
 * Marathi or Hindi natively, so a word the glossary settled can drift back unseen (two names for
 * the privacy notice, a page called a sheet of paper). It reads every Marathi and Hindi text a
 * visitor meets (the interface messages, the config's texts, the articles) and fails on a form a
 * term lists as wrong, naming the file, the key or line, and the form to write; a line excepted
 * in the glossary, with its reason, passes. It also fails when a translation loses a searched
 * phrase its English marks (decision 034). `node scripts/messages/check-glossary.ts [root]`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { compareSearchedPhrases } from "#app/blog/articles.server.ts";
import { siteConfig } from "#app/site/site.config.ts";

import { withoutSchema } from "./check-messages.ts";
import {
  appliesTo,
  GLOSSARY_FILE,
  GLOSSARY_LANGUAGES,
  readGlossary,
  type Glossary,
  type GlossaryException,
  type GlossaryLanguage,
  type GlossaryTerm,
  type TextKind,
  wrongForm,
} from "./glossary.ts";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const CONFIG_FILE = "app/site/site.config.ts";
const ARTICLES = "content/blog";
const LANGUAGE_NAMES: Record<GlossaryLanguage, string> = { mr: "Marathi", hi: "Hindi" };

/** One text a visitor reads: a message or config text (by key), or a line of an article. */
export type SiteText = {
  file: string;
  key?: string;
  line?: number;
  text: string;
  language: GlossaryLanguage;
  kind: TextKind;
};

const isGlossaryLanguage = (name: string): name is GlossaryLanguage =>
  (GLOSSARY_LANGUAGES as readonly string[]).includes(name);

/** The config's texts in Marathi and Hindi, each by its path ("projects.0.summary.mr"). */
export function configTexts(value: unknown, path: string[] = []): SiteText[] {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([name, child]): SiteText[] =>
    typeof child === "string" && isGlossaryLanguage(name)
      ? [
          {
            file: CONFIG_FILE,
            key: [...path, name].join("."),
            text: child,
            language: name,
            kind: "interface",
          },
        ]
      : configTexts(child, [...path, name]),
  );
}

/** Every Marathi and Hindi text under `root`: messages, the config's texts, article lines. */
export function siteTexts(root: string, config: unknown = siteConfig): SiteText[] {
  const areas = readdirSync(join(root, "messages"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const messages = areas.flatMap((area) =>
    GLOSSARY_LANGUAGES.flatMap((language): SiteText[] => {
      const file = `messages/${area}/${language}.json`;
      if (!existsSync(join(root, file))) return [];
      const parsed = JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;
      return Object.entries(withoutSchema(parsed)).map(([key, text]) => ({
        file,
        key,
        text,
        language,
        kind: "interface",
      }));
    }),
  );
  const articles = GLOSSARY_LANGUAGES.flatMap((language) => {
    const folder = join(root, ARTICLES, language);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .flatMap((name) => {
        const file = `${ARTICLES}/${language}/${name}`;
        return readFileSync(join(root, file), "utf8")
          .split("\n")
          .map((text, index): SiteText => ({
            file,
            line: index + 1,
            text,
            language,
            kind: "articles",
          }));
      });
  });
  return [...messages, ...configTexts(config), ...articles];
}

const WORD_CHARACTER = "[\\p{L}\\p{M}\\p{N}]";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A wrong form as a pattern: whole words, or with any ending when it ends in "*". */
export function formPattern(form: string): RegExp {
  const open = form.endsWith("*");
  const words = escapeRegExp((open ? form.slice(0, -1) : form).normalize("NFC"));
  const end = open ? `${WORD_CHARACTER}*` : `(?!${WORD_CHARACTER})`;
  return new RegExp(`(?<!${WORD_CHARACTER})${words}${end}`, "gu");
}

const location = (text: SiteText) =>
  text.line !== undefined ? `${text.file}:${text.line}` : `${text.file}: "${text.key}"`;

const excepts = (exception: GlossaryException, text: SiteText) =>
  exception.file === text.file &&
  (exception.key !== undefined
    ? exception.key === text.key
    : text.line !== undefined && text.text.includes(exception.line!));

/** What to write instead, the term's form if the wrong one names none, and its gender. */
function formToUse(entry: GlossaryTerm, language: GlossaryLanguage, use?: string): string {
  const gender = entry.gender?.[language];
  const inflected = gender ? ` (${entry[language]}: ${gender} in ${LANGUAGE_NAMES[language]})` : "";
  return `write "${use ?? entry[language]}"${inflected}; glossary: ${entry.en}`;
}

/** Every wrong form of a term in the texts it applies to, and every exception left unused. */
export function checkTexts(glossary: Glossary, texts: readonly SiteText[]): string[] {
  const problems: string[] = [];
  for (const entry of glossary.terms) {
    const used = new Set<GlossaryException>();
    for (const language of GLOSSARY_LANGUAGES)
      for (const wrong of entry.wrong?.[language] ?? []) {
        const { form, use } = wrongForm(wrong);
        const pattern = formPattern(form);
        for (const text of texts) {
          if (text.language !== language || !appliesTo(entry, text.kind)) continue;
          for (const [found] of text.text.normalize("NFC").matchAll(pattern)) {
            const exception = entry.except?.find((candidate) => excepts(candidate, text));
            if (exception) used.add(exception);
            else problems.push(`${location(text)}: "${found}": ${formToUse(entry, language, use)}`);
          }
        }
      }
    for (const exception of entry.except ?? [])
      if (!used.has(exception))
        problems.push(
          `${GLOSSARY_FILE}: the term "${entry.en}" excepts ${exception.file} ${exception.key ? `"${exception.key}"` : `(the line with "${exception.line}")`}, where none of its wrong forms is: remove the exception`,
        );
  }
  return problems;
}

/** Every translation's searched phrases against its English article's. */
export function checkSearchedPhrases(root: string): string[] {
  const read = (file: string) => readFileSync(join(root, file), "utf8");
  return readdirSync(join(root, ARTICLES))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .flatMap((name) =>
      GLOSSARY_LANGUAGES.flatMap((language) => {
        const file = `${ARTICLES}/${language}/${name}`;
        if (!existsSync(join(root, file))) return [];
        const english = `${ARTICLES}/${name}`;
        return compareSearchedPhrases(
          { file: english, source: read(english) },
          { file, source: read(file) },
        );
      }),
    );
}

/** Every problem the glossary finds in the texts under `root`. */
export function checkGlossary(root = ROOT, config: unknown = siteConfig): string[] {
  return [
    ...checkTexts(readGlossary(root), siteTexts(root, config)),
    ...checkSearchedPhrases(root),
  ];
}

if (import.meta.main) {
  const problems = checkGlossary(process.argv[2] ? resolve(process.argv[2]) : ROOT);
  if (problems.length) {
    console.error(
      `glossary: ${problems.length} problems\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log("glossary: every Marathi and Hindi text uses the glossary's forms");
}
