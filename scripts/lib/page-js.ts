// Measures the JavaScript a page loads, from React Router's route manifest in a build.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

type ManifestEntry = { module: string; imports?: string[] };
type RouteManifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry> };
/** Bytes, and bytes gzipped. */
type Size = { files: number; raw: number; gzip: number };

function readManifest(clientDir: string): { file: string; manifest: RouteManifest } {
  const file = readdirSync(join(clientDir, "assets")).find((name) =>
    /^manifest-.*\.js$/.test(name),
  );
  if (!file) throw new Error(`No route manifest in ${clientDir}/assets`);
  const source = readFileSync(join(clientDir, "assets", file), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return { file: `/assets/${file}`, manifest: JSON.parse(json) };
}

const sizeOf = (clientDir: string, paths: string[]): Size => {
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const content = readFileSync(join(clientDir, path));
    raw += statSync(join(clientDir, path)).size;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: paths.length, raw, gzip };
};

/**
 * The JavaScript a page loads, in two parts: `code` (the entry, the page's route modules
 * and their imports) and `manifest` (React Router's route table, one entry per route).
 */
export function pageJs(
  clientDir: string,
  routeIds: readonly string[],
): { code: Size; manifest: Size } {
  const { file, manifest } = readManifest(clientDir);
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route "${id}" is not in the manifest`);
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  return { code: sizeOf(clientDir, [...files]), manifest: sizeOf(clientDir, [file]) };
}

export const HOME_ROUTES = ["root", "routes/home"];

/**
 * The scripts a prerendered page makes the browser load, as its HTML names them (module
 * preloads, the entry and the modules it loads after paint, under /assets/ or a language's
 * /mr/assets/) and, transitively, what those import statically; with their brotli size
 * (quality 11, as the build precompresses them).
 */
export function pageScripts(clientDir: string, route: string): { files: string[]; brotli: number } {
  const html = readFileSync(join(clientDir, route, "index.html"), "utf8");
  const seen = new Set<string>();
  const queue = [...html.matchAll(/["'(]((?:\/[a-z]{2})?\/assets\/[^"'()]+?\.js)/g)].map(
    (match) => match[1]!,
  );
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), "utf8");
    const folder = url.slice(0, url.lastIndexOf("/"));
    for (const [, imported] of code.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g))
      queue.push(`${folder}/${imported}`);
  }
  const files = [...seen].sort();
  const brotli = files.reduce((sum, url) => sum + brotliSize(join(clientDir, url)), 0);
  return { files, brotli };
}

// Pages share most of their scripts: each file is compressed once per run, not once per page.
const brotliSizes = new Map<string, number>();
function brotliSize(file: string): number {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    brotliSizes.set(file, size);
  }
  return size;
}
