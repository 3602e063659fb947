// The public pages carry nothing of the inbox (issue 28): no stylesheet or script that only the
// inbox's routes load, and none of the inbox's addresses in the scripts they run. The inbox's
// utilities live in their own stylesheet (app/inbox/frame/admin.css) and its addresses in their own table
// (app/pages/admin-pages.ts); this finds the day a change brings either back into every page.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { adminPages } from "#app/pages/admin-pages.ts";
import { LANGUAGE_PREFIX_PATTERN } from "#app/site/site-languages.ts";

type ManifestRoute = { id: string; module: string; imports?: string[]; css?: string[] };
type BrowserManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
};

/** React Router's route manifest as every page loads it (assets/manifest-<version>.js). */
function readManifest(clientDir: string): { file: string; manifest: BrowserManifest } {
  const name = readdirSync(join(clientDir, "assets")).find((file) =>
    /^manifest-[0-9a-f]+\.js$/.test(file),
  );
  if (!name) throw new Error(`no route manifest (assets/manifest-*.js) in ${clientDir}`);
  const text = readFileSync(join(clientDir, "assets", name), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { file: `/assets/${name}`, manifest: JSON.parse(json) as BrowserManifest };
}

const filesOf = (route: { module: string; imports?: string[]; css?: string[] }) => [
  route.module,
  ...(route.imports ?? []),
  ...((route as ManifestRoute).css ?? []),
];

/** The assets only the inbox's routes load. */
function inboxOnlyAssets(manifest: BrowserManifest): Set<string> {
  const routes = Object.values(manifest.routes);
  const isInbox = (route: ManifestRoute) => route.id.startsWith("routes/admin-");
  const publicFiles = new Set([
    ...filesOf(manifest.entry),
    ...routes.filter((route) => !isInbox(route)).flatMap(filesOf),
  ]);
  return new Set(
    routes
      .filter(isInbox)
      .flatMap(filesOf)
      .filter((file) => !publicFiles.has(file)),
  );
}

/** The scripts and stylesheets a page names: the English build's /assets/, the others' /mr/assets/… */
export const PAGE_ASSET = new RegExp(
  `(?:/${LANGUAGE_PREFIX_PATTERN})?/assets/[\\w.-]+\\.(?:js|css)`,
  "g",
);

/** The assets a page's HTML names and the modules they import, the route manifest apart. */
function assetsOfPage(clientDir: string, html: string, manifestFile: string): Set<string> {
  const found = new Set<string>();
  // The Marathi and Hindi pages' assets are their build's, under /mr/assets/ and /hi/assets/.
  const queue = [...html.matchAll(PAGE_ASSET)].map((match) => match[0]);
  while (queue.length) {
    const asset = queue.pop()!;
    if (found.has(asset) || asset === manifestFile || /\/manifest-[0-9a-f]+\.js$/.test(asset))
      continue;
    found.add(asset);
    if (!asset.endsWith(".js")) continue;
    const code = readFileSync(join(clientDir, asset), "utf8");
    const folder = asset.slice(0, asset.lastIndexOf("/") + 1);
    for (const match of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g))
      queue.push(`${folder}${match[1]}`);
  }
  return found;
}

/** Each way a public page carries the inbox, in words; none when it carries nothing of it. */
export function inboxOnPublicPages(
  clientDir: string,
  htmlByPath: ReadonlyMap<string, string>,
): string[] {
  const { file: manifestFile, manifest } = readManifest(clientDir);
  const inboxAssets = inboxOnlyAssets(manifest);
  const inboxAddresses = Object.values(adminPages)
    .map((page) => page.path.replace(/\/:.*$/, "/"))
    .filter((path) => path !== "/admin");
  const problems: string[] = [];
  for (const [path, html] of htmlByPath) {
    for (const asset of assetsOfPage(clientDir, html, manifestFile)) {
      if (inboxAssets.has(asset))
        problems.push(`${path} loads ${asset}, which only the inbox uses`);
      if (!asset.endsWith(".js")) continue;
      const code = readFileSync(join(clientDir, asset), "utf8");
      for (const address of inboxAddresses.filter((address) => code.includes(address))) {
        problems.push(`${path} loads ${asset}, which holds the inbox's address ${address}`);
      }
    }
  }
  return problems;
}
