/*
 * The glossary (content/glossary.yaml) as the checks read it: each term's one accepted form in
 * Marathi and Hindi, the forms that are wrong in its sense, where it applies (the interface, the
 * articles, or both), the lines excepted from it and why, and the gender Marathi and Hindi give a
 * kept English word. A glossary the checks cannot read fails with the field named.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { parse } from "yaml";
import { z } from "zod";

import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "#app/site/site-languages.ts";

export const GLOSSARY_FILE = "content/glossary.yaml";

/** The languages the glossary's forms are checked in: the site's but English (Marathi, Hindi). */
export const GLOSSARY_LANGUAGES = TRANSLATED_LANGUAGES;
export type GlossaryLanguage = TranslatedLanguage;

/** The interface: messages and the config's texts; the articles: Marathi and Hindi Markdown. */
export type TextKind = "interface" | "articles";

const text = z.string().trim().min(1);
const perLanguage = <T extends z.ZodType>(value: T) =>
  z.object({ mr: value.optional(), hi: value.optional() }).strict();

const exception = z
  .object({
    /** The file the excepted text is in, from the project's root. */
    file: text,
    /** A message's key or a config text's path ("site_nav_aboutus", "cityIn.mr"). */
    key: text.optional(),
    /** A piece of an article's line that finds the line (line numbers move). */
    line: text.optional(),
    reason: text,
  })
  .strict()
  .refine((entry) => (entry.key === undefined) !== (entry.line === undefined), {
    message: "names either the key of a message or config text, or a piece of an article's line",
  });

const term = z
  .object({
    en: text,
    mr: text,
    hi: text,
    note: text.optional(),
    in: z.enum(["interface", "articles", "both"]).default("both"),
    /**
     * Forms that are wrong in this term's sense, matched as whole words; a form ending in "*"
     * also matches the word's endings ("चौकशीं*": चौकशींचा, चौकशींतून). "wrong → right" names
     * what to write instead of the term's own form ("चौकशा → चौकश्या").
     */
    wrong: perLanguage(z.array(text).min(1)).optional(),
    /** The gender Marathi and Hindi give a kept English word (Hindi has no neuter). */
    gender: z
      .object({
        mr: z.enum(["masculine", "feminine", "neuter"]).optional(),
        hi: z.enum(["masculine", "feminine"]).optional(),
      })
      .strict()
      .optional(),
    except: z.array(exception).optional(),
  })
  .strict();

const glossarySchema = z.object({
  kept_in_latin: z.array(text),
  terms: z.array(term),
  kept_as_written: z.array(text),
});

export type Glossary = z.infer<typeof glossarySchema>;
export type GlossaryTerm = Glossary["terms"][number];
export type GlossaryException = NonNullable<GlossaryTerm["except"]>[number];

/** The glossary, checked: a field it cannot read fails, named. */
export function parseGlossary(yamlText: string): Glossary {
  const result = glossarySchema.safeParse(parse(yamlText));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const [list, index, ...rest] = issue.path;
    const entry =
      list === "terms" && typeof index === "number"
        ? `terms[${index}]${rest.length ? `.${rest.join(".")}` : ""}`
        : issue.path.join(".");
    return `  - ${entry}: ${issue.message}`;
  });
  throw new Error(`${GLOSSARY_FILE}: cannot be read\n${problems.join("\n")}`);
}

export function readGlossary(root: string): Glossary {
  return parseGlossary(readFileSync(join(root, GLOSSARY_FILE), "utf8"));
}

const ARROW = " → ";

/** A wrong form and what to write instead, if it names it ("चौकशा → चौकश्या"). */
export function wrongForm(entry: string): { form: string; use?: string } {
  const [form = entry, use] = entry.split(ARROW).map((part) => part.trim());
  return { form, use };
}

/** Whether a term is checked in a kind of text. */
export const appliesTo = (entry: GlossaryTerm, kind: TextKind): boolean =>
  entry.in === "both" || entry.in === kind;
