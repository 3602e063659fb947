/*
 * The first words of a lead's message, for its row in the inbox's list: one or two lines,
 * cut at a word (or, in a text without spaces, at a whole letter: a Devanagari letter and its
 * vowel sign stay together), never in the middle of one. The whole text is on the lead's page.
 */

/** The most characters (code points, as PostgreSQL's left() counts them) a preview shows. */
export const PREVIEW_CHARS = 100;

/** A cut at a space keeps at least this share of the preview; else it cuts inside the word. */
const MIN_KEPT = 0.6;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The preview of a message, given the message or its first `limit + 1` characters (the list
 * reads only those: `left(message, limit + 1)`, so a character past the limit says that more
 * follows). Line breaks and runs of spaces become one space; a cut text ends with "…".
 */
export function messagePreview(start: string, limit: number = PREVIEW_CHARS): string {
  if ([...start].length <= limit) return start.replace(/\s+/g, " ").trim();
  let kept = "";
  let count = 0;
  // Whole letters only, up to the limit: the last one read may be a letter cut in two.
  for (const { segment } of graphemes.segment(start)) {
    const size = [...segment].length;
    if (count + size > limit) break;
    kept += segment;
    count += size;
  }
  const text = kept.replace(/\s+/g, " ").trimStart();
  const space = text.lastIndexOf(" ");
  const cut = space >= text.length * MIN_KEPT ? text.slice(0, space) : text;
  // "about our shop, …" reads worse than "about our shop…".
  return `${cut.replace(/[\s,;:.!?(-]+$/u, "")}…`;
}
