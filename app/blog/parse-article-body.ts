import { Lexer, type Token, type Tokens } from "marked";

import type { ArticleContent, ArticleSection, Block, Inline } from "./article-body-types";

const WORDS_PER_MINUTE = 200;
const NUMBERED = /^(\d+)\.\s+(.+)$/;

export type LinkCheck = (href: string) => boolean;

type Problem = (message: string) => never;

function inlines(tokens: Token[] | undefined, fail: Problem, isKnownLink: LinkCheck): Inline[] {
  return (tokens ?? []).flatMap((token): Inline[] => {
    switch (token.type) {
      case "text":
      case "escape":
        return "tokens" in token && token.tokens?.length
          ? inlines(token.tokens, fail, isKnownLink)
          : [{ type: "text", text: (token as Tokens.Text).text }];
      case "strong":
      case "em":
        return [
          {
            type: token.type,
            children: inlines((token as Tokens.Strong).tokens, fail, isKnownLink),
          },
        ];
      case "link": {
        const { href, tokens: children } = token as Tokens.Link;
        if (!isKnownLink(href)) fail(`link "${href}" points to no page or section of this site`);
        return [{ type: "link", href, children: inlines(children, fail, isKnownLink) }];
      }
      case "codespan":
        return [{ type: "text", text: (token as Tokens.Codespan).text }];
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
  isKnownLink: LinkCheck,
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
      return [{ type: "paragraph", children: inlines(tokens, fail, isKnownLink) }];
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
              ? inlines((child as Tokens.Text).tokens, fail, isKnownLink)
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
    inline.map((node) => (node.type === "text" ? node.text : text(node.children))).join(" ");
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

/**
 * Turns an article's Markdown into plain data: an introduction, then the numbered sections
 * (`## 1. Title` … `## N. Title`) and a final `## Conclusion`, anchored 0 to N in order. The
 * contents list is these sections' titles, so it can never drift from the body. Every
 * problem fails with a message that names the file.
 */
export function parseArticleBody(
  file: string,
  markdown: string,
  { isKnownLink, imageExists }: { isKnownLink: LinkCheck; imageExists: (src: string) => boolean },
): ArticleContent {
  const fail: Problem = (message) => {
    throw new Error(`${file}: ${message}`);
  };
  const intro: Block[] = [];
  const sections: ArticleSection[] = [];

  for (const token of new Lexer().lex(markdown)) {
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
      } else if (text.trim() === "Conclusion") {
        sections.push({ anchor, title: "Conclusion", blocks: [] });
      } else {
        fail(`heading "## ${text}" must be "## <number>. <title>" or "## Conclusion"`);
      }
      continue;
    }
    const target = sections.at(-1)?.blocks ?? intro;
    target.push(...blocks(token, fail, isKnownLink, imageExists));
  }

  const conclusions = sections.filter((section) => section.title === "Conclusion");
  if (conclusions.length !== 1 || sections.at(-1)?.title !== "Conclusion") {
    fail("the article must end with exactly one '## Conclusion' section");
  }
  if (sections.length < 2) fail("the article needs numbered sections before its conclusion");
  for (const section of sections) {
    if (section.blocks.length === 0) fail(`section "${section.title}" has no text`);
  }
  if (intro.length === 0) fail("the article needs an introduction before its first section");

  const wordCount = countWords([...intro, ...sections.flatMap((section) => section.blocks)]);
  return {
    intro,
    sections,
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
  };
}
