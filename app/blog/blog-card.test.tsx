import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";

import type { BlogEntry } from "./index.ts";
import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";
import type { SiteLanguage } from "#app/site/site-languages.ts";

import { BlogCard } from "./blog-card.tsx";

// The build's language, a constant in each build (app/lib/page-language.ts); switched here.
const page = vi.hoisted(() => ({ language: "en" as SiteLanguage }));
vi.mock("#app/lib/page-language.ts", () => ({
  get PAGE_LANGUAGE() {
    return page.language;
  },
}));

const buildLocale = getLocale;
afterEach(() => {
  overwriteGetLocale(buildLocale);
  page.language = "en";
});

const entry = (slug: string, title: string, english?: true): BlogEntry => ({
  slug,
  link: `/blogs/${slug}`,
  title,
  subtitle: `${title}: the subtitle`,
  imgUrl: `/images/blog/${slug}/thumb.svg`,
  date: "2025-01-01",
  ...(english && { english }),
});

/** A Marathi page: the router's basename is the language's prefix, as in its build. */
const onMarathiPage = (...entries: BlogEntry[]) =>
  render(
    <MemoryRouter basename="/mr" initialEntries={["/mr/allblogs"]}>
      {entries.map((item) => (
        <BlogCard key={item.slug} entry={item} heading="h2" />
      ))}
    </MemoryRouter>,
  );

it("links an English card to the article through the router, unmarked", () => {
  // An English list never has an entry marked English; even one would stay a plain card.
  const marked = entry("tech", "Digital Marketing for Tech Companies", true);
  render(
    <MemoryRouter>
      <BlogCard entry={marked} heading="h2" />
    </MemoryRouter>,
  );
  const link = screen.getByRole("link", { name: "Digital Marketing for Tech Companies" });
  expect(link).toHaveAttribute("href", "/blogs/tech");
  expect(link).not.toHaveAttribute("hreflang");
  expect(screen.getByRole("heading", { level: 2 })).not.toHaveAttribute("lang");
  expect(screen.queryByText("In English")).toBeNull();
});

it.each([
  ["mr", "इंग्रजीत"],
  ["hi", "अंग्रेज़ी में"],
] as const)(
  "marks an article published in English first as English in %s and links to its English page",
  (locale, label) => {
    overwriteGetLocale(() => locale);
    page.language = locale;
    onMarathiPage(
      entry("restaurant", "रेस्टॉरंटसाठी डिजिटल मार्केटिंग"),
      entry("bakery", "Digital Marketing for Bakeries", true),
    );
    // A translated article: its page under the prefix.
    expect(screen.getByRole("link", { name: "रेस्टॉरंटसाठी डिजिटल मार्केटिंग" })).toHaveAttribute(
      "href",
      "/mr/blogs/restaurant",
    );
    // The English-first one: the English page, said to be English, its words marked as English.
    const link = screen.getByRole("link", { name: "Digital Marketing for Bakeries" });
    expect(link).toHaveAttribute("href", "/blogs/bakery");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link.closest("h2")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Digital Marketing for Bakeries: the subtitle")).toHaveAttribute(
      "lang",
      "en",
    );
    expect(screen.getAllByText(label)).toHaveLength(1);
  },
);
