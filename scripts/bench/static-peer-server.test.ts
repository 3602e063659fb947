// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, expect, it } from "vitest";

import { listenOnLoopback } from "../lib/listen-on-loopback.ts";
import { BLANK_GIF, BLANK_IMAGE_PATH } from "./peer-remote-resources.ts";
import { createStaticPeerServer } from "./static-peer-server.ts";

const HOME = `<!doctype html><title>Home</title>${"<p>Words that compress well.</p>".repeat(40)}`;
const CONTACT = "<!doctype html><title>Contact</title>";
const NOT_FOUND = "<!doctype html><title>Not found</title>";
const STYLE = `${"body{margin:0}".repeat(40)}.hero{background:url(https://images.example/a.jpg)}`;
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

function builtSite() {
  const root = mkdtempSync(join(tmpdir(), "peer-site-"));
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write("index.html", HOME);
  write("contact/index.html", CONTACT);
  write("privacy.html", "<!doctype html><title>Privacy</title>");
  write("404.html", NOT_FOUND);
  write("_astro/site.css", STYLE);
  write("_astro/photo.jpg", PHOTO);
  // A build's own precompressed copy is not an address of its own.
  write("_astro/site.css.br", Buffer.from([1, 2, 3]));
  return root;
}

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

let origin = "";
let peer: ReturnType<typeof createStaticPeerServer>;

function get(path: string, acceptEncoding = "", method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
    request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

beforeAll(async () => {
  peer = createStaticPeerServer(builtSite());
  origin = await listenOnLoopback(peer.server);
});
afterAll(() => peer.server.close());

it("sends a page in brotli to a browser that takes it, gzip to one that takes only gzip", async () => {
  const br = await get("/", "gzip, deflate, br");
  expect(br.status).toBe(200);
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(br.body.length).toBeLessThan(HOME.length / 4);
  expect(String(brotliDecompressSync(br.body))).toBe(HOME);

  const gzip = await get("/", "gzip");
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(String(gunzipSync(gzip.body))).toBe(HOME);

  const identity = await get("/");
  expect(identity.headers["content-encoding"]).toBeUndefined();
  expect(String(identity.body)).toBe(HOME);
});

it("answers clean addresses with the folder's index.html or the .html beside them", async () => {
  for (const path of ["/contact", "/contact/", "/contact/index.html"]) {
    expect(String((await get(path)).body)).toBe(CONTACT);
  }
  expect(String((await get("/privacy")).body)).toContain("<title>Privacy</title>");
});

it("sends images as they are, with their type", async () => {
  const photo = await get("/_astro/photo.jpg", "br");
  expect(photo.headers["content-type"]).toBe("image/jpeg");
  expect(photo.headers["content-encoding"]).toBeUndefined();
  expect(photo.body).toEqual(PHOTO);
});

it("serves a stylesheet with its remote image emptied, and the blank image it points to", async () => {
  const style = await get("/_astro/site.css", "br");
  expect(style.headers["content-type"]).toBe("text/css; charset=utf-8");
  expect(String(brotliDecompressSync(style.body))).toContain(`url(${BLANK_IMAGE_PATH})`);
  expect(peer.emptied).toBe(1);
  const blank = await get(BLANK_IMAGE_PATH);
  expect(blank.headers["content-type"]).toBe("image/gif");
  expect(blank.body).toEqual(BLANK_GIF);
});

it("answers an unknown address, or a precompressed copy by name, with the site's 404 page", async () => {
  for (const path of ["/nope", "/_astro/site.css.br"]) {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(String(answer.body)).toBe(NOT_FOUND);
  }
});

it("answers HEAD without a body, and refuses other methods", async () => {
  const head = await get("/", "br", "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect((await get("/", "", "POST")).status).toBe(405);
});
