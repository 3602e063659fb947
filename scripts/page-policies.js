// Puts each page's Content-Security-Policy at the top of its <head>: the SHA-256 of every
// inline script it runs (JSON-LD is data, not run, and needs none).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { pagePolicy } from "../server/security-headers.js";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const runs = (attributes) => !/\btype="(?!module")[^"]*"/.test(attributes);

export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes, body]) => runs(attributes) && !/\bsrc=/.test(attributes) && body)
    .map(([, , body]) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
}

export function withPagePolicy(html, quoteOrigin) {
  const policy = pagePolicy({ scriptHashes: inlineScriptHashes(html), quoteOrigin });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error("page-policies: a page has no <meta charSet> to follow");
  return html.replace(charset, (tag) => tag + meta);
}

/** Where the quote form posts, read from the built contact page's <form action>. */
export function quoteOriginOf(clientDir) {
  const contact = readFileSync(join(clientDir, "contact", "index.html"), "utf8");
  const action = /<form\b[^>]*\baction="([^"]+)"/.exec(contact)?.[1];
  if (!action) throw new Error("page-policies: the contact page has no quote form action");
  return /^https?:\/\//.test(action) ? new URL(action).origin : "";
}

export function addPagePolicies(htmlFiles, quoteOrigin) {
  for (const file of htmlFiles) {
    writeFileSync(file, withPagePolicy(readFileSync(file, "utf8"), quoteOrigin));
  }
  return htmlFiles.length;
}
