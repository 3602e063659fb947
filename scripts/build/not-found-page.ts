import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

import { NOT_FOUND_FILE } from "../../server/paths.ts";
import { NOT_FOUND_PATH } from "#app/site-pages.ts";

import { nothingToChange } from "./build-step-error.ts";
import { attributeOf, pageElements } from "./page-elements.ts";

/**
 * React Router prerenders the splat route at /404 as 404/index.html; static hosts (and
 * `npm start`) look for 404.html. The page is plain HTML because its route says so
 * (`handle.hydrate = false`, app/routes/not-found.tsx): checked here, since a 404 page that
 * hydrated would turn every /blogs/<unknown> into the article route's error screen.
 */
export function moveNotFoundPage(clientDir: string): void {
  const prerendered = join(clientDir, NOT_FOUND_PATH, "index.html");
  if (!existsSync(prerendered)) {
    throw nothingToChange(
      "not-found-page",
      prerendered,
      `the 404 route prerendered at ${NOT_FOUND_PATH}`,
    );
  }
  const runsModules = pageElements(readFileSync(prerendered, "utf8")).some(
    (element) => element.tagName === "script" && attributeOf(element, "type") === "module",
  );
  if (runsModules) {
    throw new Error(
      `build step "not-found-page": ${prerendered} runs scripts; its route must set handle.hydrate = false`,
    );
  }
  renameSync(prerendered, join(clientDir, NOT_FOUND_FILE));
  rmSync(join(clientDir, NOT_FOUND_PATH), { recursive: true, force: true });
  // Written by a build with ssr: false for client-rendered fallbacks; every route is prerendered.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
}
