import type MagicString from "magic-string";
import { parseAst, type Plugin } from "vite";

import type { SiteLanguage } from "#app/site/site-languages.ts";

import { pageMessagesFile, pageRuntimeFile } from "../messages/compile.ts";
import {
  inlineMessages,
  keepLanguage,
  messageSources,
  type MessageSources,
} from "../messages/inline-messages.ts";

/** A module's rewritten code and its source map (the chunks' maps still point at the source). */
const withMap = (edits: MagicString | null, id: string) =>
  edits && { code: edits.toString(), map: edits.generateMap({ hires: true, source: id }) };

/**
 * In the pages, `#app/paraglide/messages.js` is their language's module of plain functions (and
 * the runtime's getLocale() their language). Once a module is JavaScript, each message is
 * written where it is used: its text, or its template with the values in place
 * (scripts/messages/inline-messages.ts); the site config keeps only the build's language.
 *
 * Used by React Router's build of each language (vite.config.ts) and by the build of the
 * scripts the pages load (scripts/build/page-scripts.ts: the quote form's island).
 * `forPages(environment)` says which of the build's environments renders the pages.
 */
export function pageMessages(
  language: SiteLanguage,
  forPages: (environment: string) => boolean,
): Plugin[] {
  let sources: MessageSources = new Map();
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
        if (!forPages(this.environment.name) || !id.endsWith("/app/site/site.config.ts"))
          return null;
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
