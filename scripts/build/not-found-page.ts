import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

import { NOT_FOUND_FILE } from "../../server/paths.ts";
import { NOT_FOUND_PATH } from "#app/pages/site-pages.ts";

import { nothingToChange } from "./build-step-error.ts";
import { attributeOf, pageElements } from "./page-elements.ts";

/**
 * React Router prerenders the splat route at /404 as 404/index.html; static hosts (and
 * `npm start`) look for 404.html. It is a document like every public page (its behaviours from
 * a file): checked here, since a 404 page that ran React Router's runtime (an inline module
 * script) would turn every /blogs/<unknown> into the article route's error screen.
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
  const runsRouter = pageElements(readFileSync(prerendered, "utf8")).some(
    (element) =>
      element.tagName === "script" &&
      attributeOf(element, "type") === "module" &&
      attributeOf(element, "src") === undefined,
  );
  if (runsRouter) {
    throw new Error(
      `build step "not-found-page": ${prerendered} runs an inline module script (React Router's runtime); a public page loads only its behaviours (app/browser/page.ts)`,
    );
  }
  renameSync(prerendered, join(clientDir, NOT_FOUND_FILE));
  rmSync(join(clientDir, NOT_FOUND_PATH), { recursive: true, force: true });
  // Written by a build with ssr: false for client-rendered fallbacks; every route is prerendered.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
}
