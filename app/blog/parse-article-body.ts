import { Lexer, type Token, type Tokens } from "marked";

import type { SiteLanguage } from "#app/site/site-languages.ts";

import type { ArticleContent, ArticleSection, Block, Inline } from "./article-body-types.ts";
import { isTranslatedPhrase } from "./searched-phrases.ts";

const WORDS_PER_MINUTE = 200;
const NUMBERED = /^(\d+)\.\s+(.+)$/;
/**
 * The two headings every article ends with, in its language: a translation says "निष्कर्ष" and
 * "स्रोत" where the English says "Conclusion" and "Sources" (content/glossary.yaml).
 */
export const CLOSING_HEADINGS: Record<SiteLanguage, { conclusion: string; sources: string }> = {
  en: { conclusion: "Conclusion", sources: "Sources" },
  mr: { conclusion: "निष्कर्ष", sources: "स्रोत" },
  hi: { conclusion: "निष्कर्ष", sources: "स्रोत" },
};
const MIN_SOURCES = 2;
/** A link to another site: only to a source, only over HTTPS. */
const EXTERNAL = /^https:\/\/[^\s/]+\.[^\s/]+/;

export type LinkCheck = (href: string) => boolean;

type Problem = (message: string) => never;

/** The site's own links, checked; links to other sites, collected (each must be a source). */
type Links = { isKnownLink: LinkCheck; external: Set<string> };

function inlines(tokens: Token[] | undefined, fail: Problem, links: Links): Inline[] {
  return (tokens ?? []).flatMap((token): Inline[] => {
    switch (token.type) {
      case "text":
      case "escape":
        return "tokens" in token && token.tokens?.length
          ? inlines(token.tokens, fail, links)
          : [{ type: "text", text: (token as Tokens.Text).text }];
      case "strong":
      case "em":
        return [
          {
            type: token.type,
            children: inlines((token as Tokens.Strong).tokens, fail, links),
          },
        ];
      case "link": {
        const { href, tokens: children } = token as Tokens.Link;
        if (EXTERNAL.test(href)) links.external.add(href);
        else if (!links.isKnownLink(href)) {
          fail(
            `link "${href}" points to no page or section of this site (other sites: https:// only)`,
          );
        }
        return [{ type: "link", href, children: inlines(children, fail, links) }];
      }
      case "codespan": {
        // A code span marks a searched phrase, kept as the customer types it.
        const { text } = token as Tokens.Codespan;
        if (isTranslatedPhrase(text))
          fail(`searched phrase \`${text}\` is in Devanagari: a searched phrase stays as typed`);
        return [{ type: "searched", text }];
      }
      case "br":
        return [{ type: "text", text: " " }];
      default:
        return fail(`unsupported inline Markdown "${token.type}" in "${token.raw.slice(0, 40)}"`);
    }
  });
}

function blocks(
  token: Token,
  fail: Problem,
  links: Links,
  imageExists: (src: string) => boolean,
): Block[] {
  switch (token.type) {
    case "space":
      return [];
    case "paragraph": {
      const { tokens = [] } = token as Tokens.Paragraph;
      const only = tokens.filter((t) => !(t.type === "text" && !t.raw.trim()));
      if (only.length === 1 && only[0]!.type === "image") {
        const { href, text } = only[0] as Tokens.Image;
        if (!text.trim()) fail(`image "${href}" has no alt text`);
        if (!imageExists(href)) fail(`image "${href}" does not exist in public/`);
        return [{ type: "image", src: href, alt: text }];
      }
      return [{ type: "paragraph", children: inlines(tokens, fail, links) }];
    }
    case "heading": {
      const { depth, text } = token as Tokens.Heading;
      if (depth === 3) return [{ type: "subheading", text }];
      return fail(
        `heading level ${depth} ("${text}") is not allowed inside a section; use ## or ###`,
      );
    }
    case "list": {
      const list = token as Tokens.List;
      const item = (entry: Tokens.ListItem) =>
        entry.tokens.flatMap((child) =>
          child.type === "space"
            ? []
            : child.type === "text" || child.type === "paragraph"
              ? inlines((child as Tokens.Text).tokens, fail, links)
              : fail(`unsupported Markdown "${child.type}" inside a list item`),
        );
      return [{ type: "list", ordered: list.ordered, items: list.items.map(item) }];
    }
    default:
      return fail(
        `unsupported Markdown block "${token.type}" near "${token.raw.slice(0, 40).trim()}"`,
      );
  }
}

function countWords(blocks: Block[]): number {
  const text = (inline: Inline[]): string =>
    inline.map((node) => ("children" in node ? text(node.children) : node.text)).join(" ");
  return blocks
    .map((block) =>
      block.type === "paragraph"
        ? text(block.children)
        : block.type === "list"
          ? block.items.map(text).join(" ")
          : block.type === "subheading"
            ? block.text
            : "",
    )
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}

const linksOf = (nodes: Inline[]): string[] =>
  nodes.flatMap((node) =>
    node.type === "link" ? [node.href] : "children" in node ? linksOf(node.children) : [],
  );

/** The sources list: one list whose every entry links to its source over HTTPS. */
function sourceList(
  tokens: Token[],
  fail: Problem,
  links: Links,
  SOURCES_HEADING: string,
): Inline[][] {
  const lists = tokens.filter((token) => token.type !== "space");
  if (lists.length !== 1 || lists[0]!.type !== "list") {
    fail(`'## ${SOURCES_HEADING}' must hold one list and nothing else`);
  }
  const items = (lists[0] as Tokens.List).items.map((item) =>
    item.tokens.flatMap((child) =>
      child.type === "text" || child.type === "paragraph"
        ? inlines((child as Tokens.Text).tokens, fail, links)
        : [],
    ),
  );
  items.forEach((item, index) => {
    if (!linksOf(item).some((href) => EXTERNAL.test(href))) {
      fail(`source ${index + 1} has no https:// link to the source itself`);
    }
  });
  if (items.length < MIN_SOURCES) {
    fail(`'## ${SOURCES_HEADING}' lists ${items.length} source(s); at least ${MIN_SOURCES}`);
  }
  return items;
}

/**
 * Turns an article's Markdown into plain data: an introduction, then the numbered sections
 * (`## 1. Title` … `## N. Title`), a `## Conclusion`, anchored 0 to N in order, and last a
 * `## Sources` list. The contents list is the sections' titles, so it can never drift from the
 * body; every link to another site must be one of the listed sources. Every problem fails
 * with a message that names the file.
 */
export function parseArticleBody(
  file: string,
  markdown: string,
  {
    isKnownLink,
    imageExists,
    language = "en",
  }: {
    isKnownLink: LinkCheck;
    imageExists: (src: string) => boolean;
    /** The article's language: the words of its last two headings. */
    language?: SiteLanguage;
  },
): ArticleContent {
  const { conclusion: CONCLUSION, sources: SOURCES_HEADING } = CLOSING_HEADINGS[language];
  const fail: Problem = (message) => {
    throw new Error(`${file}: ${message}`);
  };
  const intro: Block[] = [];
  const sections: ArticleSection[] = [];
  const links: Links = { isKnownLink, external: new Set() };

  const tokens = new Lexer().lex(markdown);
  const sourcesAt = tokens.findIndex(
    (token) =>
      token.type === "heading" &&
      (token as Tokens.Heading).depth === 2 &&
      (token as Tokens.Heading).text.trim() === SOURCES_HEADING,
  );
  if (sourcesAt === -1) {
    fail(`the article must end with a '## ${SOURCES_HEADING}' list after its conclusion`);
  }

  for (const token of tokens.slice(0, sourcesAt)) {
    if (token.type === "heading" && (token as Tokens.Heading).depth <= 2) {
      const { depth, text } = token as Tokens.Heading;
      if (depth === 1)
        fail(
          `the body must not have a level-1 heading ("# ${text}"): the title is in the front matter`,
        );
      const anchor = String(sections.length);
      const numbered = NUMBERED.exec(text);
      if (numbered) {
        const expected = sections.length + 1;
        if (Number(numbered[1]) !== expected)
          fail(`section "${text}" should be numbered ${expected}`);
        sections.push({ anchor, title: numbered[2]!.trim(), blocks: [] });
      } else if (text.trim() === CONCLUSION) {
        sections.push({ anchor, title: CONCLUSION, blocks: [] });
      } else {
        fail(`heading "## ${text}" must be "## <number>. <title>" or "## ${CONCLUSION}"`);
      }
      continue;
    }
    const target = sections.at(-1)?.blocks ?? intro;
    target.push(...blocks(token, fail, links, imageExists));
  }

  const conclusions = sections.filter((section) => section.title === CONCLUSION);
  if (conclusions.length !== 1 || sections.at(-1)?.title !== CONCLUSION) {
    fail(`the article must end with exactly one '## ${CONCLUSION}' section`);
  }
  if (sections.length < 2) fail("the article needs numbered sections before its conclusion");
  for (const section of sections) {
    if (section.blocks.length === 0) fail(`section "${section.title}" has no text`);
  }
  if (intro.length === 0) fail("the article needs an introduction before its first section");

  const bodyLinks = [...links.external];
  const sources = sourceList(tokens.slice(sourcesAt + 1), fail, links, SOURCES_HEADING);
  const sourceLinks = new Set(sources.flatMap(linksOf));
  for (const href of bodyLinks) {
    if (!sourceLinks.has(href)) fail(`link "${href}" is not in the '## ${SOURCES_HEADING}' list`);
  }

  const wordCount = countWords([...intro, ...sections.flatMap((section) => section.blocks)]);
  return {
    intro,
    sections,
    sources,
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
  };
}
