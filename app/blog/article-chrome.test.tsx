import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { m } from "#app/paraglide/messages.js";
import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";

import type { ArticleContent } from "./article-body-types.ts";
import { ArticleBody } from "./article-body.tsx";
import { ArticleHeader } from "./article-header.tsx";
import { ArticleToc } from "./article-toc.tsx";
import { CLOSING_HEADINGS } from "./parse-article-body.ts";
import { ServicesSidebar } from "./services-sidebar.tsx";
import { SPEC_SIDEBAR_SERVICES } from "../../e2e/spec-values.ts";

// What a visitor reads around an article, in each language (messages/blog/).

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

const article = {
  tags: ["Restaurants", "Local SEO"],
  title: "Digital Marketing for Restaurants: 12 Strategies to Fill Every Table",
  author: "Growth Strategy Team",
  date: "2024-12-21",
  reviewed: "2026-11-23",
  hero: { src: "/images/blog/restaurant/hero.svg", alt: "A restaurant front" },
};

const content = (conclusion: string): ArticleContent => ({
  intro: [{ type: "paragraph", children: [{ type: "text", text: "Intro." }] }],
  sections: [
    {
      anchor: "0",
      title: "Google Business Profile",
      blocks: [{ type: "paragraph", children: [{ type: "text", text: "One." }] }],
    },
    {
      anchor: "1",
      title: conclusion,
      blocks: [{ type: "paragraph", children: [{ type: "text", text: "Two." }] }],
    },
  ],
  sources: [
    [{ type: "link", href: "https://example.org/", children: [{ type: "text", text: "A" }] }],
  ],
  wordCount: 3,
  readingMinutes: 1,
});

const inRouter = (element: React.ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe("the article header", () => {
  it("reads in English exactly as before", () => {
    render(<ArticleHeader article={article} readingMinutes={7} />);
    expect(screen.getByRole("list", { name: "Tags" })).toBeInTheDocument();
    expect(screen.getByText(/^By /)).toHaveTextContent(
      /^By Growth Strategy Team · 21 December 2024 · 7 min read$/,
    );
    expect(screen.getByText(/^Last reviewed/)).toHaveTextContent(
      /^Last reviewed 23 November 2026: facts and rules checked against the sources listed at the end\.$/,
    );
  });

  it.each([
    [
      "mr",
      "विषय",
      "लेखक: व्यवसायवाढ धोरण टीम · 21 डिसेंबर 2024 · वाचायला 7 मिनिटे",
      "शेवटची तपासणी: 23 नोव्हेंबर 2026. लेखातील",
    ],
    [
      "hi",
      "विषय",
      "लेखक: ग्रोथ रणनीति टीम · 21 दिसंबर 2024 · पढ़ने में 7 मिनट",
      "पिछली जाँच: 23 नवंबर 2026। लेख के",
    ],
  ] as const)(
    "reads in %s, dates in the language with Latin digits",
    (locale, tags, byline, reviewed) => {
      overwriteGetLocale(() => locale);
      const author = byline.split(": ")[1]!.split(" · ")[0]!;
      render(<ArticleHeader article={{ ...article, author }} readingMinutes={7} />);
      expect(screen.getByRole("list", { name: tags })).toBeInTheDocument();
      expect(screen.getByText(author).parentElement).toHaveTextContent(byline);
      const reviewedOn = document.querySelector(`time[datetime="${article.reviewed}"]`);
      expect(reviewedOn!.parentElement).toHaveTextContent(reviewed);
      expect(document.body.textContent).not.toMatch(/[०-९]|min read|reviewed/);
    },
  );

  it("says one minute in the singular", () => {
    overwriteGetLocale(() => "mr");
    render(<ArticleHeader article={article} readingMinutes={1} />);
    expect(screen.getByText(/वाचायला 1 मिनिट$/)).toBeInTheDocument();
  });
});

describe("the contents list and the body", () => {
  it("marks the conclusion with a tick and no number, in English as before", () => {
    inRouter(
      <>
        <ArticleToc sections={content("Conclusion").sections} />
        <ArticleBody content={content("Conclusion")} className="" />
      </>,
    );
    const toc = screen.getByRole("navigation", { name: "This article has" });
    expect(
      within(toc)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["1Google Business Profile", "✓Conclusion"]);
    expect(
      screen.getByRole("heading", { level: 2, name: "1. Google Business Profile" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Conclusion" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Sources" })).toBeTruthy();
  });

  it.each([
    ["mr", "या लेखात"],
    ["hi", "इस लेख में"],
  ] as const)(
    "does the same in %s, with the translation's own closing headings",
    (locale, title) => {
      overwriteGetLocale(() => locale);
      const { conclusion, sources } = CLOSING_HEADINGS[locale];
      inRouter(
        <>
          <ArticleToc sections={content(conclusion).sections} />
          <ArticleBody content={content(conclusion)} className="" />
        </>,
      );
      const toc = screen.getByRole("navigation", { name: title });
      expect(within(toc).getAllByRole("link").at(-1)!.textContent).toBe(`✓${conclusion}`);
      expect(screen.getByRole("heading", { level: 2, name: conclusion })).toBeTruthy();
      expect(screen.getByRole("heading", { level: 2, name: sources })).toBeTruthy();
    },
  );

  it("renders a searched phrase on an English page in one piece with the text around it", () => {
    const searched: ArticleContent = {
      ...content("Conclusion"),
      intro: [
        {
          type: "paragraph",
          children: [
            { type: "text", text: "They search " },
            { type: "searched", text: "biryani near me" },
            { type: "text", text: " on Maps." },
          ],
        },
      ],
    };
    const html = renderToString(
      <MemoryRouter>
        <ArticleBody content={searched} className="" />
      </MemoryRouter>,
    );
    expect(html).toContain("<p>They search biryani near me on Maps.</p>");
  });

  it("names the closing headings as the translations' Markdown does (parse-article-body.ts)", () => {
    for (const locale of ["en", "mr", "hi"] as const) {
      expect(m.blog_conclusion({}, { locale })).toBe(CLOSING_HEADINGS[locale].conclusion);
      expect(m.blog_sources({}, { locale })).toBe(CLOSING_HEADINGS[locale].sources);
    }
  });
});

describe("the services sidebar", () => {
  it("lists the eight services in English as before", () => {
    inRouter(<ServicesSidebar />);
    const sidebar = screen.getByRole("complementary", { name: "Our Services" });
    expect(
      within(sidebar)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([...SPEC_SIDEBAR_SERVICES]);
    expect(within(sidebar).getByRole("link", { name: "Get a free quote" })).toHaveAttribute(
      "href",
      "/#contact",
    );
  });

  it.each([
    ["mr", "आमच्या सेवा", "वेब डेव्हलपमेंट", "मोफत कोटेशन मिळवा"],
    ["hi", "हमारी सेवाएँ", "वेब डेवलपमेंट", "मुफ़्त कोटेशन पाएँ"],
  ] as const)("lists them in %s", (locale, title, first, quote) => {
    overwriteGetLocale(() => locale);
    inRouter(<ServicesSidebar />);
    const sidebar = screen.getByRole("complementary", { name: title });
    const items = within(sidebar).getAllByRole("listitem");
    expect(items).toHaveLength(8);
    expect(items[0]).toHaveTextContent(first);
    expect(sidebar.textContent).not.toMatch(/[A-Za-z]/);
    expect(within(sidebar).getByRole("link", { name: quote })).toBeInTheDocument();
  });
});
