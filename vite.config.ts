import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { CHUNK_GROUPS } from "./layers.config.ts";
import { buildLanguage, languageBase } from "./scripts/build/build-language.ts";
import { pageMessages } from "./scripts/build/page-messages-plugin.ts";
import { pageScriptsConstant } from "./scripts/build/page-scripts.ts";

// One build per language (docs/decisions/028-languages-built-apart.md). Its pages import their
// language's messages only (pageMessages below) and read the language from __SITE_LANG__
// (app/lib/page-language.ts). The English build's server keeps every language's messages and
// leaves the constant unset, so that it can answer a Marathi or Hindi quote in its language.
const language = buildLanguage();

/** A chunk group's test: a module whose path starts with one of the group's paths. */
const chunkTest = (paths: readonly string[]) =>
  new RegExp(paths.map((path) => `/${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).join("|"));
const languageConstant = { __SITE_LANG__: JSON.stringify(language) };

export default defineConfig(({ command }) => ({
  base: languageBase(language),
  plugins: [
    ...pageMessages(language, (environment) => environment === "client" || language !== "en"),
    tailwindcss(),
    reactRouter(),
  ],
  // The script each public page loads, by language (app/lib/page-scripts.ts), for every
  // environment: the server renders /quote/retry in any language.
  ...(language === "en"
    ? {
        define: pageScriptsConstant(command),
        environments: { client: { define: languageConstant } },
      }
    : { define: { ...languageConstant, ...pageScriptsConstant(command) } }),
  build: {
    // Files stay files (each cached on its own), but for the stylesheet's icon sprite: written into
    // it as a data URL, it comes with the one request every page makes (app/styles/icons.css).
    assetsInlineLimit: (file) => /\/app\/styles\/(icons|stars)\.svg$/.test(file),
    sourcemap: !!process.env.MEASURE_MAPS,
    rollupOptions: {
      output: {
        // The small modules several routes share (helpers, content, UI primitives, the site's
        // tables) go into one chunk instead of one each: the home page loaded 41 scripts, most
        // under 1 KB, each paying its own headers (docs/decisions/014-one-shared-chunk.md).
        codeSplitting: {
          groups: CHUNK_GROUPS.map(({ name, paths }) => ({
            name,
            test: chunkTest(paths),
            minShareCount: 2,
          })),
        },
      },
    },
  },
}));
