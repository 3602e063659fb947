// @vitest-environment node
import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { inlineScriptHashes, withPagePolicy } from "./page-policy.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title>',
  '<script type="application/ld+json">{"@type":"WebSite"}</script></head><body>',
  "<script>window.a = 1;</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";</script>',
  '<script src="/assets/x.js"></script>',
  "</body></html>",
].join("");

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts a browser runs: classic and module, not JSON-LD or src scripts", () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha256("window.a = 1;"),
      sha256('import "/assets/manifest-1.js";'),
    ]);
  });

  it("hashes Speculation Rules, which a browser allows only as it allows a script", () => {
    const rules = '{"prerender":[{"source":"document","eagerness":"conservative"}]}';
    const html = `<head><script type="speculationrules">${rules}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(rules)]);
  });

  it("does not hash the quote form's props, which are data", () => {
    const props = '<script type="application/json" id="quote-island-props">{"a":1}</script>';
    expect(inlineScriptHashes(props)).toEqual([]);
  });
});

describe("withPagePolicy", () => {
  it("puts the policy right after <meta charSet>, before any script, with the quote origin", () => {
    const html = withPagePolicy(page, "index.html", "https://docs.google.com");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
    expect(html.indexOf(meta![0])).toBe(html.indexOf('<meta charSet="utf-8"/>') + 23);
    const policy = meta![1]!;
    expect(policy).toContain(`script-src 'self' '${sha256("window.a = 1;")}'`);
    expect(policy).toContain("connect-src 'self' https://docs.google.com");
    expect(policy).toContain("form-action 'self' https://docs.google.com");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("allows only the site itself when the form posts to the site", () => {
    const policy = withPagePolicy(page, "index.html", "");
    expect(policy).toContain("connect-src 'self';");
  });

  it("fails the build when a page has no <meta charSet> to follow", () => {
    expect(() => withPagePolicy("<html><head></head></html>", "x/index.html", "")).toThrow(
      /build step "page-policy" found nothing to change in x\/index\.html/,
    );
  });
});
