// A Marathi or Hindi build's files, moved to where the site serves them
// (docs/decisions/028-languages-built-apart.md). React Router writes the language's pages
// under <build>/client/<language>/ (its basename) but Vite's assets at <build>/client/assets/,
// addressed as /<language>/assets/…; the public/ files it copies are the English build's
// already. So: the assets go beside the pages, and the whole folder into build/client/.
import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

import type { SiteLanguage } from "#app/site/site-languages.ts";

import { clientDirOf } from "../../server/paths.ts";

/** The language's own folder, with its assets moved into it; its pages are addressed from here. */
export function gatherLanguage(buildDir: string, language: SiteLanguage): string {
  const clientDir = clientDirOf(buildDir);
  const pagesDir = join(clientDir, language);
  if (!existsSync(join(pagesDir, "index.html")) || !existsSync(join(clientDir, "assets")))
    throw new Error(
      `build (${language}): expected the pages in ${pagesDir} and the assets in ${clientDir}/assets`,
    );
  renameSync(join(clientDir, "assets"), join(pagesDir, "assets"));
  return pagesDir;
}

/** Moves the finished language folder into the site's client folder and drops the rest. */
export function joinLanguage(
  buildDir: string,
  language: SiteLanguage,
  siteClientDir: string,
): void {
  if (!existsSync(join(siteClientDir, "index.html")))
    throw new Error(
      `build (${language}): the English site is not in ${siteClientDir}; build English first (npm run build)`,
    );
  const target = join(siteClientDir, language);
  rmSync(target, { recursive: true, force: true });
  renameSync(join(clientDirOf(buildDir), language), target);
  rmSync(buildDir, { recursive: true, force: true });
}
