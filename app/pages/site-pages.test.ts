// @vitest-environment node
import { readdirSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import routes from "#app/routes.ts";
import { prerenderPaths } from "#app/wiring/prerender-paths.ts";
import { allPages, pagePaths, unlistedPaths } from "./all-pages.ts";
import { NOT_FOUND_PATH } from "./site-pages.ts";

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
