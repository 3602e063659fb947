import { createHash } from "node:crypto";

import { pagePolicy } from "../../app/wiring/security-headers.ts";

import { nothingToChange } from "./build-step-error.ts";
import { applyEdits, attributeOf, pageElements, positionOf, textOf } from "./page-elements.ts";

const STEP = "page-policy";

// Each page's Content-Security-Policy goes at the top of its <head>: the SHA-256 of every
// inline script it runs (docs/decisions/008-csp-per-page-meta.md). JSON-LD and the quote form's
// props are data, not run. Speculation Rules are data too, but a browser applies script-src to
// them: a public page's one inline script is its rules (docs/decisions/036-speculation-rules.md;
// its one module is a file from 'self', docs/decisions/035-pages-are-documents.md).
const RUN_TYPES = new Set(["module", "text/javascript", "speculationrules"]);

export function inlineScriptHashes(html: string, file = "the page"): string[] {
  return pageElements(html)
    .filter((element) => element.tagName === "script" && attributeOf(element, "src") === undefined)
    .filter((script) => {
      const type = attributeOf(script, "type");
      return type === undefined || type === "" || RUN_TYPES.has(type.toLowerCase());
    })
    .map((script) => textOf(html, script, STEP, file))
    .filter((body) => body !== "")
    .map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
}

/** The page with its policy right after <meta charset>, before anything the policy governs. */
export function withPagePolicy(html: string, file: string, quoteOrigin: string): string {
  const charset = pageElements(html).find(
    (element) => element.tagName === "meta" && attributeOf(element, "charset") !== undefined,
  );
  if (!charset) throw nothingToChange(STEP, file, '<meta charSet="utf-8"/>');
  const policy = pagePolicy({ scriptHashes: inlineScriptHashes(html, file), quoteOrigin });
  const { end } = positionOf(charset, STEP, file);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return applyEdits(html, [{ start: end, end, text: meta }]);
}
