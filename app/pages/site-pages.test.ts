// @vitest-environment node
import { readdirSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import routes from "#app/routes.ts";
import { prerenderPaths } from "#app/wiring/prerender-paths.ts";
import { allPages, pagePaths, unlistedPaths } from "./all-pages.ts";
import { m } from "#app/paraglide/messages.js";
import { NOT_FOUND_PATH, sitePages } from "./site-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

const ROUTES_DIR = join(import.meta.dirname, "..", "routes");
const routeModules = readdirSync(ROUTES_DIR)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => `routes/${file}`)
  .sort();
const tableModules: string[] = Object.values(allPages)
  .map((page) => page.module)
  .sort();

describe("the table of the site's pages", () => {
  it("has an entry for every route module in app/routes/", () => {
    expect(routeModules.filter((module) => !tableModules.includes(module))).toEqual([]);
  });

  it("names no route module that does not exist", () => {
    expect(tableModules.filter((module) => !routeModules.includes(module))).toEqual([]);
  });

  it("lists each address once", () => {
    const paths = Object.values(allPages).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("is the route table React Router builds", () => {
    expect(routes.map((route) => [route.path ?? "/", route.file]).sort()).toEqual(
      Object.values(allPages)
        .map((page) => [page.path === "/" ? "/" : page.path.replace(/^\//, ""), page.module])
        .sort(),
    );
  });

  it("keeps the 404 page's prerender address out of the sitemap's pages", () => {
    expect(pagePaths).not.toContain(NOT_FOUND_PATH);
    expect(pagePaths).toContain("/allblogs");
  });

  it("prerenders the unlisted pages but keeps them out of the sitemap's pages", () => {
    expect(unlistedPaths).toEqual(["/quote/sent", "/quote/not-sent"]);
    for (const path of unlistedPaths) {
      expect(pagePaths).not.toContain(path);
      expect(prerenderPaths()).toContain(path);
    }
  });
});

describe("the public pages' titles in each language", () => {
  // The titles the pages show come from messages/site/ (one per language); the table keeps the
  // English for the server, the tests and the tools. The two must say the same.
  const titleMessages: Partial<Record<keyof typeof sitePages, () => string>> = {
    features: m.site_title_features,
    oneTime: m.site_title_one_time,
    testimonials: m.site_title_testimonials,
    blogs: m.site_title_blogs,
    aboutUs: m.site_title_about_us,
    contact: m.site_title_contact,
    services: m.site_title_services,
    contents: m.site_title_contents,
    allBlogs: m.site_title_all_blogs,
    privacy: m.site_title_privacy,
    quoteSent: m.site_title_quote_sent,
    quoteNotSent: m.site_title_quote_not_sent,
    notFound: m.site_title_not_found,
  };

  it("says in English what the table says", () => {
    for (const [key, title] of Object.entries(titleMessages))
      expect(title(), key).toBe(sitePages[key as keyof typeof sitePages].title);
    expect(m.site_title_home({ name: siteConfig.name, city: siteConfig.city })).toBe(
      sitePages.home.title,
    );
  });
});
