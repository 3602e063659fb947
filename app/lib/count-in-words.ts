import { getLocale } from "#app/paraglide/runtime.js";

const WORDS = [
  "No",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
];

/** A count at the start of a sentence: words up to twelve, as English style wants, then digits. */
export function countInWords(count: number): string {
  return WORDS[count] ?? String(count);
}

/**
 * A count as the page's language writes it: English in words up to twelve ("two", or "Two" to
 * start a sentence), Marathi and Hindi in digits 0-9 (content/glossary.yaml).
 */
export function countInLanguage(count: number, { startsSentence = false } = {}): string {
  if (getLocale() !== "en") return String(count);
  return startsSentence ? countInWords(count) : countInWords(count).toLowerCase();
}
