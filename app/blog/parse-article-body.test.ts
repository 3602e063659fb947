import { describe, expect, it } from "vitest";

import { parseArticleBody } from "./parse-article-body.ts";

const ok = { isKnownLink: (href: string) => href === "/#contact", imageExists: () => true };

const body = `Intro with **bold** words.

## 1. First step

Some text and a [quote link](/#contact).

![A chart of enquiries](/images/blog/x/figure-1.svg)

## 2. Second step

- **Lead:** one
- two

### A sub-heading

More.

## Conclusion

Done, as [the rules say](https://www.example.gov.in/rules).

## Sources

- [The rules](https://www.example.gov.in/rules), Example Authority, 2024
- [A guide](https://www.example.org/guide), Example Council
`;

describe("parseArticleBody", () => {
  it("derives numbered sections anchored 0..N, with the conclusion last", () => {
    const content = parseArticleBody("x.md", body, ok);
    expect(content.sections.map((s) => [s.anchor, s.title])).toEqual([
      ["0", "First step"],
      ["1", "Second step"],
      ["2", "Conclusion"],
    ]);
    expect(content.intro[0]).toEqual({
      type: "paragraph",
      children: [
        { type: "text", text: "Intro with " },
        { type: "strong", children: [{ type: "text", text: "bold" }] },
        { type: "text", text: " words." },
      ],
    });
    expect(content.sections[0]!.blocks[1]).toEqual({
      type: "image",
      src: "/images/blog/x/figure-1.svg",
      alt: "A chart of enquiries",
    });
    expect(content.sections[1]!.blocks.map((b) => b.type)).toEqual([
      "list",
      "subheading",
      "paragraph",
    ]);
    expect(content.sources.map((source) => source[0])).toEqual([
      {
        type: "link",
        href: "https://www.example.gov.in/rules",
        children: [{ type: "text", text: "The rules" }],
      },
      {
        type: "link",
        href: "https://www.example.org/guide",
        children: [{ type: "text", text: "A guide" }],
      },
    ]);
    expect(content.wordCount).toBeGreaterThan(15);
    expect(content.readingMinutes).toBe(1);
  });

  it.each([
    [
      body.replace("## 2. Second step", "## 3. Second step"),
      /x\.md: section "3\. Second step" should be numbered 2/,
    ],
    [body.replace("## Conclusion", "## Summary"), /x\.md: heading "## Summary" must be/],
    [
      body.replace(
        "## Conclusion\n\nDone, as [the rules say](https://www.example.gov.in/rules).\n\n",
        "",
      ),
      /x\.md: the article must end with exactly one '## Conclusion'/,
    ],
    [
      body.replace("(/#contact)", "(/blogs/missing)"),
      /x\.md: link "\/blogs\/missing" points to no page/,
    ],
    [body.replace("![A chart of enquiries]", "![]"), /x\.md: image ".*" has no alt text/],
    [`# Title\n\n${body}`, /x\.md: the body must not have a level-1 heading/],
    [
      body.replace("Intro with **bold** words.\n\n", ""),
      /x\.md: the article needs an introduction/,
    ],
    [
      body.replace("More.", "| a | b |\n|---|---|\n| 1 | 2 |"),
      /x\.md: unsupported Markdown block "table"/,
    ],
    [
      body.slice(0, body.indexOf("## Sources")),
      /x\.md: the article must end with a '## Sources' list after its conclusion/,
    ],
    [
      body.replace("- [A guide](https://www.example.org/guide), Example Council\n", ""),
      /x\.md: '## Sources' lists 1 source\(s\); at least 2/,
    ],
    [
      body.replace("[A guide](https://www.example.org/guide)", "A guide"),
      /x\.md: source 2 has no https:\/\/ link/,
    ],
    [
      body.replace("Some text and", "Some [text](https://www.example.net/unlisted) and"),
      /x\.md: link "https:\/\/www\.example\.net\/unlisted" is not in the '## Sources' list/,
    ],
    [
      body.replace("Some text and", "Some [text](http://www.example.net/plain) and"),
      /x\.md: link "http:\/\/www\.example\.net\/plain" points to no page/,
    ],
    [
      body.replace("More.", "“`जवळपास बिर्याणी`” असे सर्च."),
      /x\.md: searched phrase `जवळपास बिर्याणी` is in Devanagari/,
    ],
  ])("fails with the file named for a broken article (%#)", (broken, message) => {
    expect(() => parseArticleBody("x.md", broken, ok)).toThrow(message);
  });

  it("keeps a searched phrase, marked in backticks, as the phrase itself", () => {
    const content = parseArticleBody(
      "x.md",
      body.replace("More.", 'They search "`biryani near me`" on Maps.'),
      ok,
    );
    expect(content.sections[1]!.blocks[2]).toEqual({
      type: "paragraph",
      children: [
        { type: "text", text: 'They search "' },
        { type: "searched", text: "biryani near me" },
        { type: "text", text: '" on Maps.' },
      ],
    });
  });

  it("fails when an image file is missing", () => {
    expect(() => parseArticleBody("x.md", body, { ...ok, imageExists: () => false })).toThrow(
      'x.md: image "/images/blog/x/figure-1.svg" does not exist in public/',
    );
  });
});
