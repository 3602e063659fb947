// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from "../../server/cache-policy.js";
import { securityHeaders } from "../../server/security-headers.js";

import { netlifyHeaders, nginxConfig, writeHostConfigs } from "./host-configs";

const headers = securityHeaders("https://formspree.io");

describe("the Netlify / Cloudflare Pages _headers file", () => {
  const file = netlifyHeaders(headers);

  it("sends every security header, HSTS included, on every path", () => {
    const site = file.split("\n\n").find((block) => block.startsWith("/*"))!;
    for (const [name, value] of Object.entries(headers))
      expect(site).toContain(`  ${name}: ${value}`);
    expect(site).toContain("Strict-Transport-Security: max-age=63072000; includeSubDomains");
    expect(site).toContain("form-action 'self' https://formspree.io");
  });

  it("caches hashed assets for a year", () => {
    expect(file).toContain(`/assets/*\n  Cache-Control: ${CACHE_IMMUTABLE}`);
  });
});

describe("the nginx server block", () => {
  const config = nginxConfig(headers);
  const locations = [...config.matchAll(/location [^{]+\{([^}]*)\}/g)].map(([, body]) => body!);

  it("repeats every header in every location (nginx drops inherited add_header lines)", () => {
    expect(locations.length).toBeGreaterThanOrEqual(4);
    for (const body of locations) {
      for (const name of [...Object.keys(headers), "Strict-Transport-Security", "Cache-Control"]) {
        expect(body).toContain(`add_header ${name} `);
      }
    }
  });

  it("answers unknown paths with 404.html and revalidates pages", () => {
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toContain("try_files $uri $uri/index.html $uri.html =404;");
    expect(config).toContain(`add_header Cache-Control "${CACHE_REVALIDATE}" always;`);
  });
});

it("writes the files every host reads, and the quote origin for npm start", () => {
  const buildDir = mkdtempSync(join(tmpdir(), "build-"));
  const clientDir = join(buildDir, "client");
  mkdirSync(clientDir);
  writeHostConfigs(buildDir, clientDir, "https://formspree.io");
  expect(readFileSync(join(clientDir, "_redirects"), "utf8")).toContain("/*  /404.html  404");
  expect(readFileSync(join(clientDir, "_headers"), "utf8")).toContain("X-Frame-Options: DENY");
  expect(readFileSync(join(buildDir, "deploy", "nginx.conf"), "utf8")).toContain("server {");
  expect(JSON.parse(readFileSync(join(buildDir, "site-policy.json"), "utf8"))).toEqual({
    quoteOrigin: "https://formspree.io",
  });
});
