// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { expect, it } from "vitest";

import { precompress } from "./precompress.ts";

it("writes brotli and gzip siblings of text files large enough to gain, and nothing else", () => {
  const dir = mkdtempSync(join(tmpdir(), "client-"));
  const page = `<p>${"A quote in a day. ".repeat(60)}</p>`;
  writeFileSync(join(dir, "index.html"), page);
  writeFileSync(join(dir, "tiny.js"), "x()");
  writeFileSync(join(dir, "photo.avif"), Buffer.alloc(4096));

  expect(precompress(dir)).toBe(1);
  expect(brotliDecompressSync(readFileSync(join(dir, "index.html.br"))).toString()).toBe(page);
  expect(gunzipSync(readFileSync(join(dir, "index.html.gz"))).toString()).toBe(page);
  expect(existsSync(join(dir, "tiny.js.br"))).toBe(false);
  expect(existsSync(join(dir, "photo.avif.br"))).toBe(false);
});
