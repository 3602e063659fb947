// Measures the JavaScript a page loads, from React Router's route manifest in a build.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

function readManifest(clientDir) {
  const file = readdirSync(join(clientDir, "assets")).find((name) =>
    /^manifest-.*\.js$/.test(name),
  );
  if (!file) throw new Error(`No route manifest in ${clientDir}/assets`);
  const source = readFileSync(join(clientDir, "assets", file), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return { file: `/assets/${file}`, manifest: JSON.parse(json) };
}

/** Raw and gzip bytes of every JS file the given routes load (entry, manifest, modules, imports). */
export function pageJs(clientDir, routeIds) {
  const { file, manifest } = readManifest(clientDir);
  const files = new Set([file, manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route "${id}" is not in the manifest`);
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  let raw = 0;
  let gzip = 0;
  for (const path of files) {
    const content = readFileSync(join(clientDir, path));
    raw += statSync(join(clientDir, path)).size;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}

export const HOME_ROUTES = ["root", "routes/home"];
export const ARTICLE_ROUTES = ["root", "routes/article"];
