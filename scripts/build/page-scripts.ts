// The scripts the public pages load (docs/decisions/035-pages-are-documents.md): one entry,
// app/browser/page.ts, built once per language before React Router's builds, because its chunk
// for the quote form's island carries that language's words. React Router's builds then name
// each language's entry in the pages they render (__PAGE_SCRIPTS__, app/lib/page-scripts.ts),
// and the English build copies the files into the site (finish-build.ts).
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { build, type Manifest } from "vite";

import { SITE_LANGUAGES, type SiteLanguage } from "#app/site/site-languages.ts";

import { BUILD_DIR } from "../../server/paths.ts";

import { pageMessages } from "./page-messages-plugin.ts";

const PROJECT_DIR = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const ENTRY = "app/browser/page.ts";
/**
 * Where the scripts are built: beside the build folder, which React Router's English build
 * empties when it starts (build.page-scripts/, or beside wherever BUILD_DIR moves it).
 */
export const PAGE_SCRIPTS_DIR = `${BUILD_DIR}.page-scripts`;
/** Each language's entry as the pages address it: `{ "en": "/assets/page-….js", … }`. */
const ENTRIES_FILE = join(PAGE_SCRIPTS_DIR, "entries.json");

export type PageScripts = Record<SiteLanguage, string>;

/** Builds app/browser/page.ts and what it imports, for each language, into PAGE_SCRIPTS_DIR. */
export async function buildPageScripts(): Promise<PageScripts> {
  rmSync(PAGE_SCRIPTS_DIR, { recursive: true, force: true });
  const entries = {} as PageScripts;
  for (const language of SITE_LANGUAGES) {
    const manifestFile = `manifest-${language}.json`;
    await build({
      configFile: false,
      root: PROJECT_DIR,
      mode: "production",
      logLevel: "warn",
      // The same code for every language but the island's words, inlined as in the pages.
      plugins: [pageMessages(language, () => true)],
      define: { __SITE_LANG__: JSON.stringify(language) },
      oxc: { jsx: { runtime: "automatic", development: false } },
      build: {
        outDir: PAGE_SCRIPTS_DIR,
        emptyOutDir: false,
        manifest: manifestFile,
        // Chunks import each other directly: no preload helper, no CSS (the stylesheet is the
        // page's own), so nothing but the code a behaviour needs.
        modulePreload: false,
        cssCodeSplit: false,
        copyPublicDir: false,
        rollupOptions: {
          input: { page: join(PROJECT_DIR, ENTRY) },
          // The behaviour markers (app/lib/behaviour-markers.ts) and the other imported
          // constants written where they are read: `[${SLIDER}]` becomes "[data-slider]",
          // as short as the literal it replaced, instead of a variable beside it.
          optimization: { inlineConst: { mode: "all", pass: 2 } },
          output: {
            entryFileNames: "assets/page-[hash].js",
            chunkFileNames: "assets/[name]-[hash].js",
          },
        },
      },
    });
    const manifest = JSON.parse(
      readFileSync(join(PAGE_SCRIPTS_DIR, manifestFile), "utf8"),
    ) as Manifest;
    const entry = manifest[ENTRY];
    if (!entry) throw new Error(`page scripts (${language}): ${ENTRY} is not in ${manifestFile}`);
    entries[language] = `/${entry.file}`;
    rmSync(join(PAGE_SCRIPTS_DIR, manifestFile));
  }
  writeFileSync(ENTRIES_FILE, `${JSON.stringify(entries, null, 2)}\n`);
  return entries;
}

/**
 * `__PAGE_SCRIPTS__` for React Router's builds: the built entries; in `react-router dev`, the
 * source module, which Vite's dev server serves (every language the same file). Before the
 * scripts are built (`react-router typegen` reads this config too) the source module stands in;
 * a build without them stops at `copyPageScripts`, naming the folder.
 */
export function pageScriptsConstant(command: "build" | "serve"): Record<string, string> {
  const entries: PageScripts =
    command === "build" && existsSync(ENTRIES_FILE)
      ? (JSON.parse(readFileSync(ENTRIES_FILE, "utf8")) as PageScripts)
      : (Object.fromEntries(
          SITE_LANGUAGES.map((language) => [language, `/${ENTRY}`]),
        ) as PageScripts);
  return { __PAGE_SCRIPTS__: JSON.stringify(entries) };
}

/** Puts the built scripts into the site's client folder, beside React Router's assets. */
export function copyPageScripts(clientDir: string): number {
  const from = join(PAGE_SCRIPTS_DIR, "assets");
  if (!existsSync(from)) {
    throw new Error(
      `build: no page scripts in ${from}: they are built before React Router's builds (npm run build, scripts/build/build.ts)`,
    );
  }
  cpSync(from, join(clientDir, "assets"), { recursive: true });
  return Object.keys(JSON.parse(readFileSync(ENTRIES_FILE, "utf8")) as object).length;
}
