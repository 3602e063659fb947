// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listenOnLoopback } from "../scripts/lib/listen-on-loopback.ts";
import { clientOf, createSiteServer } from "./serve.ts";

let server: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(join(root, "features"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<h1>Home</h1>");
  writeFileSync(join(root, "features", "index.html"), "<h1>Features</h1>");
  writeFileSync(join(root, "404.html"), "<h1>Not found</h1>");
  writeFileSync(join(root, "assets", "entry-abc123.js"), "console.log(1)");
  writeFileSync(join(root, "assets", "entry-abc123.js.br"), brotliCompressSync("console.log(1)"));
  server = createSiteServer({ root });
  base = await listenOnLoopback(server);
});

afterAll(() => server.close());

describe("the production server", () => {
  it("serves clean URLs with revalidated HTML", async () => {
    const response = await fetch(`${base}/features`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>Features</h1>");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("etag")).toBeTruthy();
  });

  it("serves hashed assets precompressed and cached for a year", async () => {
    const response = await fetch(`${base}/assets/entry-abc123.js`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("console.log(1)");
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    for (const path of ["/nope", "/blogs/nope", "/404"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("<h1>Not found</h1>");
    }
  });
});

describe("a browsing context group of its own (decision 041)", () => {
  it("for the inbox and the API, where a session is; not for the public pages", async () => {
    const root = mkdtempSync(join(tmpdir(), "site-"));
    writeFileSync(join(root, "index.html"), "<h1>Home</h1>");
    writeFileSync(join(root, "404.html"), "<h1>Not found</h1>");
    const app = {
      handle: async (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end("<h1>Inbox</h1>");
      },
    };
    const withApp = createSiteServer({ root, app });
    const origin = await listenOnLoopback(withApp);
    try {
      const coop = async (path: string) =>
        (await fetch(`${origin}${path}`)).headers.get("cross-origin-opener-policy");
      expect(await coop("/admin")).toBe("same-origin");
      expect(await coop("/admin/login")).toBe("same-origin");
      expect(await coop("/api/leads")).toBe("same-origin");
      expect(await coop("/")).toBeNull();
      expect(await coop("/nope")).toBeNull();
      // The rest of the policy is on every page.
      expect((await fetch(`${origin}/`)).headers.get("x-frame-options")).toBe("DENY");
    } finally {
      withApp.close();
    }
  });
});

describe("the protocol a request came by", () => {
  const forwarded = { "X-Forwarded-Proto": "https" };

  it("is plain HTTP whatever X-Forwarded-Proto says, unless a proxy is trusted: no HSTS", async () => {
    const response = await fetch(`${base}/features`, { headers: forwarded });
    expect(response.status).toBe(200);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("is the forwarded one behind a trusted proxy (TRUST_PROXY): HSTS", async () => {
    const root = mkdtempSync(join(tmpdir(), "site-"));
    writeFileSync(join(root, "index.html"), "<h1>Home</h1>");
    writeFileSync(join(root, "404.html"), "<h1>Not found</h1>");
    const proxied = createSiteServer({ root, trustProxy: true });
    const origin = await listenOnLoopback(proxied);
    try {
      const overHttps = await fetch(`${origin}/`, { headers: forwarded });
      expect(overHttps.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
      // The proxy's own plain-HTTP hop says so too.
      const overHttp = await fetch(`${origin}/`, { headers: { "X-Forwarded-Proto": "http" } });
      expect(overHttp.headers.get("strict-transport-security")).toBeNull();
    } finally {
      proxied.close();
    }
  });

  it("is what the app's requests are built with: https only when the connection or a trusted proxy says so", () => {
    const req = (headers: Record<string, string>) =>
      ({ headers, socket: { remoteAddress: "203.0.113.7" } }) as unknown as IncomingMessage;
    const claimed = req({ "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" });
    expect(clientOf(claimed, false)).toMatchObject({ protocol: "http:", host: undefined });
    expect(clientOf(claimed, true)).toMatchObject({ protocol: "https:", host: "evil.example" });
  });
});
