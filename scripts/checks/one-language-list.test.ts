// @vitest-environment node
// The site's languages are listed once (app/site/language-list.ts, issue 54). This test adds
// one, Gujarati, to that list (a module mock) and checks that every list derived from it takes
// it in: the addresses, the quote's language, the translated articles, the messages, the
// glossary, the cache policy, the public pages' assets, the host configs, the Open Graph
// alternates and the speculation rules; and that each list kept apart (the message compiler's
// own JSON and its runtime) fails its named comparison. The site config's texts in every
// language (`Localized`, and the schema's examples typed by it) are held by the compiler.
import { describe, expect, it, vi } from "vitest";

import type * as LanguageListModule from "#app/site/language-list.ts";
import { languageListsApart } from "#app/site/languages-kept-apart.test-helpers.ts";

vi.mock("#app/site/language-list.ts", async (importActual) => {
  const actual = await importActual<typeof LanguageListModule>();
  return {
    SITE_LANGUAGES: [...actual.SITE_LANGUAGES, "gu"],
    LANGUAGE_NAMES: { ...actual.LANGUAGE_NAMES, gu: "ગુજરાતી" },
    ENGLISH_NAMES: { ...actual.ENGLISH_NAMES, gu: "Gujarati" },
    OG_LOCALES: { ...actual.OG_LOCALES, gu: "gu_IN" },
  };
});

// Types say "en" | "hi" | "mr": the probe is a language only at run time.
const GUJARATI = "gu" as "mr";

describe("a language added to the list", () => {
  it("gets its own addresses, read back from any of them, and a label in the inbox", async () => {
    const { englishPathOf, languageLabel, languageOfPath, pathIn, siteLanguage } =
      await import("#app/site/site-languages.ts");
    expect(pathIn(GUJARATI, "/")).toBe("/gu/");
    expect(pathIn(GUJARATI, "/contact")).toBe("/gu/contact");
    expect(languageOfPath("/gu/blogs/restaurant")).toBe("gu");
    expect(englishPathOf("/gu/blogs/restaurant")).toBe("/blogs/restaurant");
    expect(siteLanguage("gu")).toBe("gu");
    expect(languageLabel(GUJARATI)).toBe("Gujarati (ગુજરાતી)");
  });

  it("is a language a quote may be sent in", async () => {
    const { quoteLanguage } = await import("#app/leads/quote-language.ts");
    expect(quoteLanguage({ language: "gu" })).toEqual({ ok: true, language: "gu" });
  });

  it("is translated: the articles, the messages and the glossary are checked in it", async () => {
    const { TRANSLATED_LANGUAGES } = await import("#app/blog/translations.server.ts");
    const { MESSAGE_LOCALES } = await import("../messages/check-messages.ts");
    const { GLOSSARY_LANGUAGES } = await import("../messages/glossary.ts");
    expect(TRANSLATED_LANGUAGES).toContain("gu");
    expect(MESSAGE_LOCALES).toContain("gu");
    expect(GLOSSARY_LANGUAGES).toContain("gu");
  });

  it("has its build's assets cached for good, by the server and the host configs", async () => {
    const { cacheControlFor, CACHE_IMMUTABLE } = await import("../../server/cache-policy.ts");
    const { netlifyHeaders, netlifyRedirects, nginxConfig } =
      await import("../build/host-configs.ts");
    expect(cacheControlFor("/gu/assets/page-module-1a2b3c.js")).toBe(CACHE_IMMUTABLE);
    expect(netlifyHeaders({})).toContain("/gu/assets/*");
    expect(netlifyRedirects).toContain("/gu/*  /gu/404.html  404");
    expect(nginxConfig({})).toContain("location /gu/ {");
  });

  it("has its pages' assets found by the check that keeps the inbox off public pages", async () => {
    const { PAGE_ASSET } = await import("./inbox-apart.ts");
    const html = '<script type="module" src="/gu/assets/page-module-1a2b3c.js"></script>';
    expect([...html.matchAll(PAGE_ASSET)].map((match) => match[0])).toEqual([
      "/gu/assets/page-module-1a2b3c.js",
    ]);
  });

  it("is offered to search engines and link previews beside every page, and prerendered on hover", async () => {
    const { pageMeta } = await import("#app/lib/seo.ts");
    const { SPECULATION_RULES_JSON } = await import("#app/lib/speculation-rules.ts");
    const meta = pageMeta({ title: "Contact", description: "Write to us.", path: "/contact" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "gu_IN" });
    expect(meta).toContainEqual(
      expect.objectContaining({
        rel: "alternate",
        hrefLang: "gu",
        href: expect.stringMatching(/\/gu\/contact$/),
      }),
    );
    expect(SPECULATION_RULES_JSON).toContain("/gu/quote{/*}?");
  });

  it("fails the comparison of each list kept apart, by its file", async () => {
    const { SITE_LANGUAGES } = await import("#app/site/site-languages.ts");
    expect(SITE_LANGUAGES).toContain("gu");
    expect(await languageListsApart(SITE_LANGUAGES)).toEqual([
      "project.inlang/settings.json",
      "app/paraglide/runtime.js",
    ]);
  });
});
