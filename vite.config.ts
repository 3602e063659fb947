import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type MagicString from "magic-string";
import { defineConfig, parseAst, type Plugin } from "vite";

import { buildLanguage, languageBase } from "./scripts/build/build-language.ts";
import { pageMessagesFile, pageRuntimeFile } from "./scripts/messages/compile.ts";
import {
  inlineMessages,
  keepLanguage,
  messageSources,
  type MessageSources,
} from "./scripts/messages/inline-messages.ts";

// One build per language (docs/decisions/028-languages-built-apart.md). Its pages import their
// language's messages only (pageMessages below) and read the language from __SITE_LANG__
// (app/lib/page-language.ts). The English build's server keeps every language's messages and
// leaves the constant unset, so that it can answer a Marathi or Hindi quote in its language.
const language = buildLanguage();
const languageConstant = { __SITE_LANG__: JSON.stringify(language) };

/**
 * In the pages, `#app/paraglide/messages.js` is their language's module of plain functions (and
 * the runtime's getLocale() their language). Once a module is JavaScript, each message is
 * written where it is used: its text, or its template with the values in place
 * (scripts/messages/inline-messages.ts); the site config keeps only the build's language.
 */
/** A module's rewritten code and its source map (the chunks' maps still point at the source). */
const withMap = (edits: MagicString | null, id: string) =>
  edits && { code: edits.toString(), map: edits.generateMap({ hires: true, source: id }) };

function pageMessages(): Plugin[] {
  let sources: MessageSources = new Map();
  const forPages = (environment: string) => environment === "client" || language !== "en";
  return [
    {
      name: "page-messages",
      enforce: "pre",
      async buildStart() {
        sources = await messageSources(language);
      },
      resolveId(source) {
        if (!forPages(this.environment.name)) return null;
        if (source === "#app/paraglide/messages.js") return pageMessagesFile(language);
        if (source === "#app/paraglide/runtime.js") return pageRuntimeFile(language);
        return null;
      },
      transform(code, id) {
        if (!forPages(this.environment.name) || !id.endsWith("/app/site.config.ts")) return null;
        return withMap(keepLanguage(code, language), id);
      },
    },
    {
      name: "page-messages-inline",
      enforce: "post",
      transform(code, id) {
        // React Router splits a route module into chunks it names `route.tsx?route-chunk=…`.
        if (!forPages(this.environment.name) || !/\/app\/(?!paraglide\/)[^?]*\.tsx?(\?|$)/.test(id))
          return null;
        return withMap(
          inlineMessages(code, sources, (source) => parseAst(source), language),
          id,
        );
      },
    },
  ];
}

export default defineConfig({
  base: languageBase(language),
  plugins: [...pageMessages(), tailwindcss(), reactRouter()],
  ...(language === "en"
    ? { environments: { client: { define: languageConstant } } }
    : { define: languageConstant }),
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
          groups: [
            {
              name: "shared",
              test: /\/app\/(lib|content|components\/ui)\/|\/app\/quote\/quote-fields\.|\/app\/site-pages|\/app\/site\.config|node_modules\/clsx/,
              minShareCount: 2,
            },
            {
              // The same for the inbox's pages: their shared modules in one chunk, so each inbox
              // route names one import in the route manifest that every public page loads
              // (React Router's initial route discovery), instead of six or seven.
              name: "inbox",
              test: /\/app\/(components\/admin|inbox)\/|\/app\/admin-pages|\/app\/db\/lead-status/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
