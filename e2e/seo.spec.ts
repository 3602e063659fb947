/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD read back from the page is untyped; the assertions check its shape. */
import type { Page } from "@playwright/test";

import { siteConfig } from "#app/site/site.config.ts";
import { pathIn, SITE_LANGUAGES } from "#app/site/site-languages.ts";
import {
  ALL_ROUTES,
  ARTICLE_ROUTES,
  ROUTES_IN,
  SITEMAP_ROUTES,
  UNLISTED_ROUTES,
} from "./site-routes.ts";
import { expect, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

type Head = {
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  rss: string | null;
  jsonLd: Record<string, unknown>[];
  h1: number;
  headingLevels: number[];
  imagesWithoutAlt: string[];
};

const readHead = (page: Page) =>
  page.evaluate((): Head => {
    const meta = (prefix: string, attribute: "property" | "name") =>
      Object.fromEntries(
        [...document.querySelectorAll(`meta[${attribute}^="${prefix}"]`)].map((el) => [
          el.getAttribute(attribute)!,
          el.getAttribute("content")!,
        ]),
      );
    return {
      lang: document.documentElement.getAttribute("lang"),
      title: document.title,
      description:
        document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
      og: { ...meta("og:", "property"), ...meta("article:", "property") },
      twitter: meta("twitter:", "name"),
      rss:
        document
          .querySelector('link[rel="alternate"][type="application/rss+xml"]')
          ?.getAttribute("href") ?? null,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) =>
        JSON.parse(el.textContent!),
      ),
      h1: document.querySelectorAll("h1").length,
      headingLevels: [...document.querySelectorAll("main h1, main h2, main h3, main h4")].map((h) =>
        Number(h.tagName[1]),
      ),
      imagesWithoutAlt: [...document.querySelectorAll("img:not([alt])")].map((img) =>
        img.getAttribute("src")!,
      ),
    };
  });

const absolute = (path: string) => new URL(path, siteConfig.origin).href;

test("every route has its own title, a 50–160 character description, canonical, Open Graph and Twitter tags", async ({
  page,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of ALL_ROUTES) {
    await page.goto(route);
    const head = await readHead(page);
    expect(head.lang, route).toBe("en");
    expect(titles.has(head.title), `${route} title "${head.title}" is not unique`).toBe(false);
    titles.add(head.title);
    expect(head.description?.length, `${route} description`).toBeGreaterThanOrEqual(50);
    expect(head.description!.length, `${route} description`).toBeLessThanOrEqual(160);
    expect(descriptions.has(head.description!), `${route} description is not unique`).toBe(false);
    descriptions.add(head.description!);
    expect(head.canonical).toBe(absolute(route));
    // Unlisted pages (the quote's result pages) stay out of search results; every other is indexed.
    expect(head.robots, `${route} robots`).toBe(UNLISTED_ROUTES.includes(route) ? "noindex" : null);
    expect(head.og["og:title"]).toBe(head.title);
    expect(head.og["og:description"]).toBe(head.description);
    expect(head.og["og:url"]).toBe(absolute(route));
    expect(head.og["og:image"]).toMatch(new RegExp(`^${siteConfig.origin}/social/.+\\.png$`));
    expect(head.og["og:type"]).toBe(ARTICLE_ROUTES.includes(route) ? "article" : "website");
    expect(head.twitter["twitter:card"]).toBe("summary_large_image");
    expect(head.twitter["twitter:image"]).toBe(head.og["og:image"]);
    expect(head.rss).toBe("/rss.xml");
    expect(head.h1, `${route} h1 count`).toBe(1);
    expect(head.imagesWithoutAlt, `${route} images without alt`).toEqual([]);
    // The outline never skips a level going down.
    head.headingLevels.forEach((level, index) => {
      if (index > 0)
        expect(
          level - head.headingLevels[index - 1]!,
          `${route} heading ${index}`,
        ).toBeLessThanOrEqual(1);
    });
  }
});

test("social preview images exist at 1200 × 630 for the home page and every article", async ({
  page,
  request,
}) => {
  for (const route of ["/", ...ARTICLE_ROUTES]) {
    await page.goto(route);
    const { og } = await readHead(page);
    const response = await request.get(new URL(og["og:image"]!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test("JSON-LD: the agency with its services in INR, the website, and each article with breadcrumbs", async ({
  page,
}) => {
  await page.goto("/");
  const home = (await readHead(page)).jsonLd;
  const agency = home.find((item) => item["@type"] === "ProfessionalService") as Record<
    string,
    any
  >;
  expect(agency).toMatchObject({
    name: siteConfig.name,
    telephone: siteConfig.phone,
    email: siteConfig.email,
    address: { addressLocality: siteConfig.city },
    sameAs: [...Object.values(siteConfig.social), siteConfig.business.googleBusinessProfile],
  });
  expect(agency.founder.map((f: { name: string }) => f.name)).toEqual(
    siteConfig.founders.map((f) => f.name),
  );
  expect(home.some((item) => item["@type"] === "WebSite")).toBe(true);

  // The catalogue is on the page of services and prices, the same agency by its @id.
  await page.goto("/services");
  const catalogue = (await readHead(page)).jsonLd.find(
    (item) => item["@type"] === "ProfessionalService",
  ) as Record<string, any>;
  expect(catalogue["@id"]).toBe(agency["@id"]);
  const offers = catalogue.hasOfferCatalog.itemListElement;
  expect(offers).toHaveLength(9);
  expect(offers.find((o: any) => o.itemOffered.name === "Logo Design")).toMatchObject({
    price: 800,
    priceCurrency: "INR",
  });

  for (const route of ARTICLE_ROUTES) {
    await page.goto(route);
    const head = await readHead(page);
    const posting = head.jsonLd.find((item) => item["@type"] === "BlogPosting") as Record<
      string,
      any
    >;
    expect(posting.headline).toBe(await page.getByRole("heading", { level: 1 }).textContent());
    expect(posting.description).toBe(head.description);
    expect(posting.image).toBe(head.og["og:image"]);
    expect(new Date(posting.datePublished).toISOString()).toBe(posting.datePublished);
    expect(posting.dateModified).toBe(posting.datePublished);
    expect(head.og["article:published_time"]).toBe(posting.datePublished);
    expect(posting.author.name).toBeTruthy();
    expect(posting.publisher.name).toBe(siteConfig.name);
    const crumbs = head.jsonLd.find((item) => item["@type"] === "BreadcrumbList") as Record<
      string,
      any
    >;
    expect(crumbs.itemListElement.map((c: any) => c.item)).toEqual([
      absolute("/"),
      absolute("/allblogs"),
      absolute(route),
    ]);
  }
  await page.goto("/allblogs");
  expect((await readHead(page)).jsonLd.map((item) => item["@type"])).toContain("BreadcrumbList");
});

test("the sitemap lists every indexed route with a lastmod, and robots.txt names it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
  );
  // Each page in each of its languages, with its alternates (e2e/languages.spec.ts reads them).
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
  const expected = SITE_LANGUAGES.flatMap((language) =>
    ROUTES_IN[language]
      .filter((route) => SITEMAP_ROUTES.includes(route))
      .map((route) => absolute(pathIn(language, route))),
  );
  expect(entries.map((entry) => entry[1]).sort()).toEqual(expected.sort());
  for (const [, , lastmod] of entries) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
});

test("the RSS feed is valid RSS 2.0 with every article", async ({ page, request }) => {
  const response = await request.get("/rss.xml");
  expect(response.headers()["content-type"]).toMatch(/rss\+xml|xml/);
  const xml = await response.text();
  // Parse it as XML in the browser: a malformed feed throws a parsererror document.
  await page.setContent("<p>feed</p>");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    return {
      version: doc.documentElement.getAttribute("version"),
      title: doc.querySelector("channel > title")?.textContent,
      items: [...doc.querySelectorAll("item")].map((item) => ({
        link: item.querySelector("link")?.textContent,
        pubDate: item.querySelector("pubDate")?.textContent,
        title: item.querySelector("title")?.textContent,
      })),
    };
  }, xml);
  expect(feed).not.toBeNull();
  expect(feed!.version).toBe("2.0");
  expect(feed!.items.map((item) => new URL(item.link!).pathname).sort()).toEqual(
    [...ARTICLE_ROUTES].sort(),
  );
  for (const item of feed!.items) {
    expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
    expect(item.title).toBeTruthy();
  }
});

test("a favicon set and a web app manifest are linked and served", async ({ page, request }) => {
  await page.goto("/");
  const links = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]',
      ),
    ].map((l) => l.getAttribute("href")!),
  );
  expect(links).toEqual(
    expect.arrayContaining([
      "/favicon.svg",
      "/icons/apple-touch-icon.png",
      "/manifest.webmanifest",
    ]),
  );
  for (const href of links) expect((await request.get(href)).status(), href).toBe(200);
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: siteConfig.name, start_url: "/", display: "standalone" });
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
