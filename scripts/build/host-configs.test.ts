// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from "../../server/cache-policy.ts";
import { BODY_LIMITS } from "../../server/request-body.ts";
import { securityHeaders } from "../../app/wiring/security-headers.ts";
import { serverRouteOf } from "#app/wiring/server-routes.server.ts";

import { netlifyHeaders, nginxAppConfig, nginxConfig, writeHostConfigs } from "./host-configs.ts";

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

type Location = { modifier: string; pattern: string; body: string };

/** The location blocks of a server block, in order. */
const locationsOf = (config: string): Location[] =>
  [...config.matchAll(/^ {4}location (?:(=|\^~|~\*?) )?(\S+) \{\n([^}]*)\}/gm)].map(
    ([, modifier = "", pattern = "", body = ""]) => ({ modifier, pattern, body }),
  );

/** The location nginx picks for a path: exact, else ^~ prefix, else first regex, else prefix. */
function locationFor(config: string, path: string): Location | undefined {
  const locations = locationsOf(config);
  const exact = locations.find(({ modifier, pattern }) => modifier === "=" && pattern === path);
  if (exact) return exact;
  const [longest] = locations
    .filter(({ modifier, pattern }) => ["", "^~"].includes(modifier) && path.startsWith(pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length);
  if (longest?.modifier === "^~") return longest;
  const regex = locations.find(
    ({ modifier, pattern }) =>
      modifier.startsWith("~") && new RegExp(pattern, modifier === "~*" ? "i" : "").test(path),
  );
  return regex ?? longest;
}

describe("nginx in front of the Node servers (nginx-app.conf)", () => {
  const config = nginxAppConfig(headers);
  const proxied = locationsOf(config).filter(({ body }) => body.includes("proxy_pass"));

  it("balances by the visitor's address over the servers on 4173 and 4174", () => {
    expect(config).toMatch(
      /upstream agency_site \{\n {4}hash \$binary_remote_addr consistent;\n {4}server 127\.0\.0\.1:4173;\n {4}server 127\.0\.0\.1:4174;\n/,
    );
    expect(nginxAppConfig(headers, { upstreamPorts: [5001, 5002, 5003] })).toContain(
      "    server 127.0.0.1:5001;\n    server 127.0.0.1:5002;\n    server 127.0.0.1:5003;\n",
    );
  });

  it("passes the server's addresses to it, with the visitor's address, protocol and host", () => {
    expect(proxied).toHaveLength(1);
    const [{ body }] = proxied as [Location];
    for (const line of [
      "proxy_pass http://agency_site;",
      "proxy_http_version 1.1;",
      "proxy_set_header Host $host;",
      "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
      "proxy_set_header X-Forwarded-Proto $scheme;",
      "proxy_set_header X-Forwarded-Host $host;",
    ]) {
      expect(body).toContain(`        ${line}\n`);
    }
    // The server sends its own headers there; nginx adding them too would send each twice.
    expect(body).not.toContain("add_header");
  });

  it("forwards the port with the host when the site is not on 443", () => {
    const onAnotherPort = nginxAppConfig(headers, { httpsPort: 8443, httpPort: 8080 });
    expect(onAnotherPort).toContain("proxy_set_header X-Forwarded-Host $host:8443;");
    expect(onAnotherPort).toContain("listen 8443 ssl http2;");
    expect(onAnotherPort).toContain("return 301 https://$host:8443$request_uri;");
  });

  it("sends the server's paths to it and serves every other path from the files", () => {
    const paths = [
      ...["/api/leads", "/api/", "/admin", "/admin/", "/admin/leads", "/admin/leads/42"],
      ...["/admin.data", "/admin/leads.data", "/__manifest", "/__manifest/x", "/quote/retry"],
      ...["/", "/contact", "/services/website-creation", "/blog/admin", "/api", "/apis/x"],
      ...["/administrator", "/__manifest.js", "/assets/app-1a2b.js", "/images/logo.png"],
      ...["/404.html", "/_.data", "/about-us.data", "/quote/sent", "/quote/retry/x"],
    ];
    for (const path of paths) {
      const location = locationFor(config, path);
      expect(location, path).toBeDefined();
      expect(location!.body.includes("proxy_pass"), path).toBe(serverRouteOf(path) !== undefined);
    }
  });

  it("serves the files with the same headers and caching as the static nginx.conf", () => {
    const files = (text: string) =>
      locationsOf(text).filter(({ body }) => !body.includes("proxy_pass"));
    expect(files(config)).toEqual(files(nginxConfig(headers)));
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toContain("gzip_static on;");
  });

  it("limits request bodies to the largest body a server address accepts (BODY_LIMITS)", () => {
    const bodyLimitOf = (text: string) =>
      /^ {4}client_max_body_size (\d+)(k?);$/m
        .exec(text.slice(text.indexOf("server {"), text.indexOf("    location")))
        ?.slice(1);
    const largest = Math.max(...Object.values(BODY_LIMITS).map(({ bytes }) => bytes));
    const [size, unit] = bodyLimitOf(config) ?? [];
    expect(Number(size) * (unit ? 1024 : 1)).toBe(largest);
    // Raising one address's limit raises nginx's with it, to the byte.
    const raised = { ...BODY_LIMITS, inbox: { bytes: 96 * 1024, fields: 200 } };
    expect(bodyLimitOf(nginxAppConfig(headers, { bodyLimits: raised }))).toEqual(["96", "k"]);
    const odd = { ...BODY_LIMITS, quote: { bytes: 40_000, fields: 40 } };
    expect(bodyLimitOf(nginxAppConfig(headers, { bodyLimits: odd }))).toEqual(["40000", ""]);
  });

  it("terminates TLS, with certificate lines to fill in, and redirects HTTP to HTTPS", () => {
    // HTTP/2 in the listen line, which Debian 12's nginx 1.22 accepts (`http2 on;` it rejects).
    expect(config).toContain("    listen 443 ssl http2;\n    server_name");
    expect(nginxAppConfig(headers, { http2: "directive" })).toContain(
      "    listen 443 ssl;\n    http2 on;\n",
    );
    expect(config).toContain("    # ssl_certificate     /etc/ssl/certs/example.com.pem;");
    expect(config).toContain("    # ssl_certificate_key /etc/ssl/private/example.com.key;");
    expect(config).toMatch(
      /server \{\n {4}listen 80;\n.*\n {4}return 301 https:\/\/\$host\$request_uri;/,
    );

    const filled = nginxAppConfig(headers, {
      certificate: { cert: "/etc/ssl/site.pem", key: "/etc/ssl/site.key" },
      listenAddress: "127.0.0.1",
      httpPort: null,
    });
    expect(filled).toContain("    listen 127.0.0.1:443 ssl http2;\n    server_name");
    expect(filled).not.toContain("http2 on;");
    expect(filled).toContain("    ssl_certificate     /etc/ssl/site.pem;\n");
    expect(filled).toContain("    ssl_certificate_key /etc/ssl/site.key;\n");
    expect(filled).not.toContain("return 301");
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
  expect(readFileSync(join(buildDir, "deploy", "nginx-app.conf"), "utf8")).toContain(
    "proxy_pass http://agency_site;",
  );
  expect(JSON.parse(readFileSync(join(buildDir, "site-policy.json"), "utf8"))).toEqual({
    quoteOrigin: "https://formspree.io",
  });
});
