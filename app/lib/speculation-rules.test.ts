// @vitest-environment node
// Node's own URLPattern reads the patterns (jsdom has none); e2e/speculation-rules.spec.ts reads
// them again in Chromium, the browser that acts on them.
import { describe, expect, it } from "vitest";

import { adminPages } from "#app/pages/admin-pages.ts";
import { articlePath, sitePages } from "#app/pages/site-pages.ts";
import { pathIn, SITE_LANGUAGES } from "#app/site/site-languages.ts";

import { whereSelects } from "./speculation-rules-match.test-helpers.ts";
import { SPECULATION_RULES, SPECULATION_RULES_JSON } from "./speculation-rules.ts";

const ORIGIN = "https://marigold.example";
const [rule] = SPECULATION_RULES.prerender;
/** Whether a link to `href` on a page at `from` is prerendered when pressed. */
const selects = (href: string, from = "/blogs/edu") =>
  whereSelects({ where: rule.where, href, pageUrl: `${ORIGIN}${from}` });

const everyLanguage = (paths: readonly string[]) =>
  SITE_LANGUAGES.flatMap((language) => paths.map((path) => pathIn(language, path)));

const pages = Object.values(sitePages);
const documents = pages.filter((page) => page.kind === "page").map((page) => page.path);

describe("the Speculation Rules", () => {
  it("prerender documents of this site on a press, in one rule, and nothing else", () => {
    expect(Object.keys(SPECULATION_RULES)).toEqual(["prerender"]);
    expect(SPECULATION_RULES.prerender).toHaveLength(1);
    expect(rule).toMatchObject({ source: "document", eagerness: "conservative" });
    expect(JSON.parse(SPECULATION_RULES_JSON)).toEqual(SPECULATION_RULES);
  });

  it("select every public page and article in every language, from any page", () => {
    for (const path of everyLanguage([...documents, articlePath("edu")])) {
      expect(selects(path), path).toBe(true);
      expect(selects(`${ORIGIN}${path}`, "/mr/"), path).toBe(true);
    }
    expect(selects("/#services"), "a section of the home page").toBe(true);
  });

  it("leave out the inbox, the API and the quote form's result pages in every language", () => {
    const inbox = Object.values(adminPages).map((page) => page.path);
    const server = pages.filter((page) => page.kind === "server").map((page) => page.path);
    const unlisted = pages.filter((page) => page.kind === "unlisted").map((page) => page.path);
    expect(inbox).toContain("/admin/login");
    expect(unlisted).toContain("/quote/sent");
    for (const path of [...inbox, "/admin/", ...server, ...everyLanguage(unlisted)]) {
      expect(selects(path), path).toBe(false);
    }
    expect(selects("/mr/quote/retry")).toBe(false);
  });

  it("leave out addresses with a query string and files", () => {
    const files = pages.filter((page) => page.kind === "file").map((page) => page.path);
    expect(files).toContain("/rss.xml");
    for (const path of [
      "/?utm_source=x",
      "/blogs/edu?x=1",
      "/mr/contact?from=menu",
      ...everyLanguage(files),
      "/media/blog/cover.webp",
      "/favicon.svg",
    ]) {
      expect(selects(path), path).toBe(false);
    }
  });

  it("leave out other sites, and this site's pages on another scheme", () => {
    for (const href of [
      "https://example.com/",
      "https://example.com/blogs",
      "http://marigold.example/",
    ]) {
      expect(selects(href), href).toBe(false);
    }
  });
});
