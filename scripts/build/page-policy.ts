import { createHash } from "node:crypto";

import { pagePolicy } from "../../server/security-headers.ts";
import { HELD_MODULE_TYPE } from "../lib/modules-after-paint.ts";

import { nothingToChange } from "./build-step-error.ts";

// Each page's Content-Security-Policy goes at the top of its <head>: the SHA-256 of every
// inline script it runs (docs/decisions/008-csp-per-page-meta.md). JSON-LD is data, not run;
// the held module script runs later, as a module script with the same text (decision 016).
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const CHARSET = /<meta charSet="utf-8"\/>/i;
const RUN_TYPES = new Set(["module", HELD_MODULE_TYPE]);
const runs = (attributes: string) => {
  const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
  return type === undefined || RUN_TYPES.has(type);
};

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
