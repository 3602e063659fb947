/*
 * What a customer types into Google or Maps, quoted by an article ("biryani near me"), is
 * marked in the Markdown as a code span: “`biryani near me`”. The page shows it as the phrase
 * itself (in English on a Marathi or Hindi page), and a translation keeps every phrase its
 * English marks, as typed, in the same section: an owner told to buy ads on a translated phrase
 * would pay for searches almost nobody makes (issue 43, decision 034).
 */

/** A searched phrase: a code span on one line. */
const SEARCHED = /`([^`\n]+)`/g;
const FRONT_MATTER_FENCE = /^---\s*$/;
const SECTION_HEADING = /^## /;
/** What a customer types is in Latin script; Devanagari inside the marks is a translation. */
const DEVANAGARI = /[\u0900-\u097F]/;

export type SearchedPhrase = {
  phrase: string;
  /** The line in the file, from 1, front matter included. */
  line: number;
  /** 0 for the introduction, then n under the n-th `## ` heading ("## n. …", then the conclusion). */
  section: number;
};

/** Every searched phrase of an article's source, with its line and section. */
export function searchedPhrases(source: string): SearchedPhrase[] {
  const lines = source.split("\n");
  // The body starts after the second "---" fence of the front matter.
  const fences = lines
    .map((line, index) => (FRONT_MATTER_FENCE.test(line) ? index : -1))
    .filter((index) => index !== -1);
  const bodyFrom = fences[0] === 0 && fences.length > 1 ? fences[1]! + 1 : 0;
  let section = 0;
  return lines.flatMap((text, index) => {
    if (index < bodyFrom) return [];
    if (SECTION_HEADING.test(text)) section += 1;
    return [...text.matchAll(SEARCHED)].map((match) => ({
      phrase: match[1]!,
      line: index + 1,
      section,
    }));
  });
}

const sectionName = (section: number) =>
  section === 0 ? "the introduction" : `section ${section}`;

/**
 * Where a translation's searched phrases differ from its English article's: each phrase the
 * English marks must be marked in the same section of the translation, as typed, and the
 * translation marks no other. Each problem names the file, the line or section and the phrase.
 */
export function compareSearchedPhrases(
  english: { file: string; source: string },
  translation: { file: string; source: string },
): string[] {
  const theirs = searchedPhrases(english.source);
  const mine = searchedPhrases(translation.source);
  const problems: string[] = [];
  const unmatched = [...mine];
  for (const wanted of theirs) {
    const at = unmatched.findIndex(
      (candidate) => candidate.section === wanted.section && candidate.phrase === wanted.phrase,
    );
    if (at !== -1) unmatched.splice(at, 1);
    else
      problems.push(
        `${translation.file}: ${sectionName(wanted.section)} lacks \`${wanted.phrase}\`, a searched phrase (${english.file}:${wanted.line}): keep it as typed, in backticks, with a gloss beside it if it helps`,
      );
  }
  for (const extra of unmatched)
    problems.push(
      DEVANAGARI.test(extra.phrase)
        ? `${translation.file}:${extra.line}: \`${extra.phrase}\` is a translated searched phrase: write it as the English article types it`
        : `${translation.file}:${extra.line}: \`${extra.phrase}\` is marked as a searched phrase, but ${english.file} marks no such phrase in ${sectionName(extra.section)}`,
    );
  return problems;
}

/** A searched phrase written in Devanagari: the build refuses it in any article. */
export const isTranslatedPhrase = (phrase: string): boolean => DEVANAGARI.test(phrase);
