import { createHash } from "node:crypto";

import { pagePolicy } from "../../server/security-headers.js";

import { nothingToChange } from "./build-step-error";

// Each page's Content-Security-Policy goes at the top of its <head>: the SHA-256 of every
// inline script it runs (docs/decisions/008-csp-per-page-meta.md). JSON-LD is data, not run.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const CHARSET = /<meta charSet="utf-8"\/>/i;
const runs = (attributes: string) => !/\btype="(?!module")[^"]*"/.test(attributes);

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = "", body]) => runs(attributes) && !/\bsrc=/.test(attributes) && body)
    .map(([, , body = ""]) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
}

/** The page with its policy right after <meta charSet>, before anything the policy governs. */
export function withPagePolicy(html: string, file: string, quoteOrigin: string): string {
  if (!CHARSET.test(html)) throw nothingToChange("page-policy", file, '<meta charSet="utf-8"/>');
  const policy = pagePolicy({ scriptHashes: inlineScriptHashes(html), quoteOrigin });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return html.replace(CHARSET, (tag) => tag + meta);
}
