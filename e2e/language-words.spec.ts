// Every Marathi and Hindi page, read for English left in and for the digits the glossary chose
// (issue 30): nobody on the team reads either language natively, so this is the check that
// catches an untranslated sentence. Allowed in Latin script: the glossary's kept words and app
// labels (content/glossary.yaml), the agency's own names from its configuration, the sample
// clients' names, and whatever an element marks as English (lang="en": a source's title, the
// link to the English privacy notice). Digits: Latin 0-9 in both languages, so a Devanagari
// digit anywhere fails.
import { readFileSync } from "node:fs";

import { JSDOM } from "jsdom";
import { parse } from "yaml";

import { testimonials } from "#app/content/testimonials.ts";
import { DEVANAGARI_DIGIT, pathIn } from "#app/site/site-languages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import { expect, test } from "./fixtures.ts";
import { ROUTES_IN } from "./site-routes.ts";

type Glossary = { kept_in_latin: string[]; kept_as_written?: string[] };
const glossary = parse(readFileSync("content/glossary.yaml", "utf8")) as Glossary;

const LATIN_WORD = /[A-Za-z][A-Za-z'’]*/g;
// A run of Latin-script words (and the digits and marks inside names: "Google Analytics 4",
// "Housing.com", "Wi-Fi"), as the glossary lists what is kept.
const LATIN_RUN = /[A-Za-z0-9][A-Za-z0-9'’.&+-]*(?:[ ][A-Za-z0-9][A-Za-z0-9'’.&+-]*)*/g;
const wordsOf = (text: string) => (text.match(LATIN_WORD) ?? []).map((word) => word.toLowerCase());
/** Words allowed anywhere: the kept business words, the agency's names, the sample clients'. */
const ALLOWED_WORDS = new Set(
  [
    ...glossary.kept_in_latin,
    JSON.stringify(siteConfig),
    ...testimonials.map((testimonial) => testimonial.name),
  ].flatMap(wordsOf),
);
/** Runs allowed as a whole: the names, labels and terms the glossary keeps as written. */
const ALLOWED_RUNS = new Set(glossary.kept_as_written ?? []);

/** The runs of Latin-script words in a text that neither list allows. */
function englishLeftIn(text: string): string[] {
  return [...text.matchAll(LATIN_RUN)]
    .map((match) => match[0].replace(/\.+$/, ""))
    .filter(
      (run) => !ALLOWED_RUNS.has(run) && !wordsOf(run).every((word) => ALLOWED_WORDS.has(word)),
    );
}

/** What a reader meets on the page: its text, the texts of its attributes, title, description. */
function readableTexts(html: string): string[] {
  const { document, NodeFilter } = new JSDOM(html).window;
  for (const element of document.querySelectorAll("script, style, template, [lang='en']"))
    element.remove();
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    texts.push(node.nodeValue ?? "");
  for (const element of document.querySelectorAll("[alt], [aria-label], [title], [placeholder]"))
    for (const name of ["alt", "aria-label", "title", "placeholder"])
      texts.push(element.getAttribute(name) ?? "");
  texts.push(document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
  // Addresses for machines, not words: email, web and map links.
  return texts.map((text) => text.replace(/\S+@\S+\.\w+|https?:\/\/\S+|www\.\S+/g, " "));
}

for (const language of ["mr", "hi"] as const) {
  test(`the ${language} pages have no English left in and write digits 0-9`, async ({
    request,
  }) => {
    const problems: string[] = [];
    for (const route of ROUTES_IN[language]) {
      const address = pathIn(language, route);
      const html = await (await request.get(address)).text();
      for (const text of readableTexts(html)) {
        for (const run of englishLeftIn(text))
          problems.push(`${address}: "${run}" in "${text.trim().slice(0, 120)}"`);
        const digit = DEVANAGARI_DIGIT.exec(text);
        if (digit)
          problems.push(
            `${address}: Devanagari digit ${digit[0]} in "${text.trim().slice(0, 120)}"`,
          );
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}
