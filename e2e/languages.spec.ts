// The site in English, Marathi and Hindi (issue 30): every page of every language, read as
// HTML (cheap: all of them), and the switcher used in a browser on a few.
import { JSDOM } from "jsdom";

import { pathIn, SITE_LANGUAGES, type SiteLanguage } from "#app/site/site-languages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ROUTES_IN } from "./site-routes.ts";

const DEVANAGARI = /[\u0900-\u097F]/;
const absolute = (path: string) => new URL(path, siteConfig.origin).href;
const others = (language: SiteLanguage) => SITE_LANGUAGES.filter((other) => other !== language);

for (const language of SITE_LANGUAGES) {
  test.describe(`every ${language} page`, () => {
    for (const route of ROUTES_IN[language]) {
      const address = pathIn(language, route);
      test(`${address}: 200, lang, title, alternates and the switcher to the same page`, async ({
        request,
      }) => {
        const response = await request.get(address);
        expect(response.status()).toBe(200);
        const { document } = new JSDOM(await response.text()).window;
        expect(document.documentElement.lang).toBe(language);
        // The title is in the page's language: Devanagari in Marathi and Hindi, none in English.
        expect(document.title).toMatch(/\S/);
        expect(DEVANAGARI.test(document.title)).toBe(language !== "en");

        const alternates = Object.fromEntries(
          [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute("hreflang"),
            link.getAttribute("href"),
          ]),
        );
        expect(alternates).toEqual({
          en: absolute(route),
          mr: absolute(pathIn("mr", route)),
          hi: absolute(pathIn("hi", route)),
          "x-default": absolute(route),
        });
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
          absolute(address),
        );

        // The switcher, in the navigation and the footer, leads to this page in each other
        // language; that page's switcher leads back here (the round trip, on every page).
        for (const other of others(language)) {
          const links = [...document.querySelectorAll(`a[hreflang="${other}"]`)];
          expect(links.length, `links to ${other}`).toBeGreaterThanOrEqual(2);
          for (const link of links) expect(link.getAttribute("href")).toBe(pathIn(other, route));
          const there = await request.get(pathIn(other, route));
          expect(there.status()).toBe(200);
          const back = new JSDOM(await there.text()).window.document;
          expect(back.querySelector(`a[hreflang="${language}"]`)?.getAttribute("href")).toBe(
            address,
          );
        }
      });
    }
  });
}

test("the sitemap lists every page in every language, with its alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const language of SITE_LANGUAGES)
    for (const route of ROUTES_IN[language].filter((path) => !path.startsWith("/quote/")))
      expect(sitemap).toContain(`<loc>${absolute(pathIn(language, route))}</loc>`);
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="mr" href="${absolute("/mr/blogs/restaurant")}"/>`,
  );
});

test("each language has its feed, of its own articles", async ({ request }) => {
  for (const language of SITE_LANGUAGES) {
    const response = await request.get(pathIn(language, "/rss.xml"));
    expect(response.status()).toBe(200);
    const feed = await response.text();
    expect(feed).toContain(`<language>${language}-in</language>`);
    const articles = ROUTES_IN[language].filter((path) => path.startsWith("/blogs/"));
    for (const article of articles)
      expect(feed).toContain(`<link>${absolute(pathIn(language, article))}</link>`);
    expect(DEVANAGARI.test(feed)).toBe(language !== "en");
  }
});

test("an unknown address under a language's prefix gets that language's 404 page", async ({
  request,
}) => {
  for (const language of SITE_LANGUAGES) {
    const response = await request.get(pathIn(language, "/no-such-page"));
    expect(response.status()).toBe(404);
    const { document } = new JSDOM(await response.text()).window;
    expect(document.documentElement.lang).toBe(language);
  }
});

test.describe("the switcher in a browser", () => {
  test("keeps the section the visitor is at, and comes back", async ({ page }) => {
    // Where the switcher sends the visitor, read at the click (then stopped): the page keeps the
    // section in view in its address, and the switcher takes it along.
    const destinationOf = async (name: string) => {
      await page.evaluate(() => {
        window.addEventListener(
          "click",
          (event) => {
            event.preventDefault();
            const link = (event.target as Element).closest("a");
            document.documentElement.dataset.switchedTo = link ? link.pathname + link.hash : "";
          },
          { once: true },
        );
      });
      // The navigation's switcher (fixed at the top; its label is in the page's language).
      await page.getByRole("banner").getByRole("navigation").getByRole("link", { name }).click();
      return page.locator("html").getAttribute("data-switched-to");
    };

    await page.goto("/#testimonials");
    expect(await destinationOf("मराठी")).toBe("/mr/#testimonials");
    await page.goto("/mr/#testimonials");
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(page.locator("#testimonials")).toBeInViewport();
    // The visitor moves on to another section: the navigation writes it into the address (read
    // there, not set by the test, which a later reading of the spy would overwrite), and the
    // switcher carries that one.
    await page.evaluate(() => document.getElementById("aboutus")?.scrollIntoView());
    await expect(page).toHaveURL(/\/mr\/#aboutus$/);
    expect(await destinationOf("English")).toBe("/#aboutus");
  });

  test("is in the phone menu, and leads from an article to its translation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/blogs/restaurant");
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "हिन्दी" })
      .click();
    await expect(page).toHaveURL(/\/hi\/blogs\/restaurant$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEVANAGARI);
  });
});

// axe on a representative set (slow: each a browser page at two widths): every kind of page in
// both languages — the landing page, an article, the contact page with its form, the privacy
// notice, the services and prices, the 404 page (README, "Languages").
const AXE_PAGES = ["/", "/blogs/restaurant", "/contact", "/privacy", "/services", "/no-such-page"];
for (const width of [390, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    for (const language of ["mr", "hi"] as const)
      for (const route of AXE_PAGES) {
        test(`${pathIn(language, route)} leaves axe nothing to report, and no sideways scroll`, async ({
          page,
        }) => {
          await page.goto(pathIn(language, route));
          expect(await axeViolations(page)).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        });
      }
  });
}
