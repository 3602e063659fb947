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
