// The article body as plain data: what loaders send to the browser instead of Markdown.

import type { ParsedFrontMatter } from "./parse-front-matter.ts";

export type Inline =
  | { type: "text"; text: string }
  /** What a customer types into a search, quoted as typed (a code span in the Markdown). */
  | { type: "searched"; text: string }
  | { type: "strong" | "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "subheading"; text: string }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "image"; src: string; alt: string };

export type ArticleSection = {
  /** The numbered anchor (spec: 0 to N), also the section's element id. */
  anchor: string;
  title: string;
  blocks: Block[];
};

/** A line of the article's contents list: what the page needs of a section besides its HTML. */
export type TocEntry = Pick<ArticleSection, "anchor" | "title">;

export type ArticleContent = {
  intro: Block[];
  sections: ArticleSection[];
  /** The "Sources" list after the conclusion: each entry links to what a claim rests on. */
  sources: Inline[][];
  wordCount: number;
  readingMinutes: number;
};

/** An article as the build reads it: its front matter, its Markdown and its body as data. */
export type Article = ParsedFrontMatter & { content: ArticleContent };
