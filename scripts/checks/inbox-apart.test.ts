import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { inboxOnPublicPages } from "./inbox-apart.ts";

/** A built client folder with one public route, one inbox route and their assets. */
function builtSite(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "inbox-apart-"));
  mkdirSync(join(dir, "assets"));
  const manifest = {
    entry: { module: "/assets/entry.js", imports: ["/assets/shared.js"] },
    routes: {
      "routes/home": {
        id: "routes/home",
        module: "/assets/home.js",
        imports: ["/assets/shared.js"],
        css: [],
      },
      "routes/admin-inbox": {
        id: "routes/admin-inbox",
        module: "/assets/admin-inbox.js",
        imports: ["/assets/shared.js", "/assets/inbox.js"],
        css: ["/assets/inbox.css"],
      },
    },
  };
  writeFileSync(
    join(dir, "assets", "manifest-0a1b.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "assets", name), text);
  return dir;
}

const page = (...assets: string[]) =>
  `<html><head>${assets.map((asset) => `<link href="/assets/${asset}">`).join("")}</head></html>`;

describe("inboxOnPublicPages", () => {
  const files = {
    "entry.js": `import "./shared.js";`,
    "shared.js": `export const privacy = "/privacy";`,
    "home.js": `import "./shared.js";`,
    "root.css": "body{}",
    "inbox.css": ".admin{}",
    "inbox.js": "",
  };

  it("finds nothing on a page that loads only the public assets", () => {
    const dir = builtSite(files);
    expect(
      inboxOnPublicPages(dir, new Map([["/", page("root.css", "entry.js", "home.js")]])),
    ).toEqual([]);
  });

  it("names a page that links the inbox's stylesheet", () => {
    const dir = builtSite(files);
    expect(
      inboxOnPublicPages(dir, new Map([["/", page("root.css", "inbox.css", "home.js")]])),
    ).toEqual(["/ loads /assets/inbox.css, which only the inbox uses"]);
  });

  it("names a shared script that carries an inbox address, found through an import", () => {
    const dir = builtSite({
      ...files,
      "shared.js": `export const templates = "/admin/templates";`,
    });
    expect(inboxOnPublicPages(dir, new Map([["/", page("entry.js")]]))).toEqual([
      "/ loads /assets/shared.js, which holds the inbox's address /admin/templates",
    ]);
  });
});
