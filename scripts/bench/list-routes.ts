// Every prerendered route, read from the build output, so the bench needs no TypeScript.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

import { CLIENT_DIR } from "../../server/paths.ts";

export function listRoutes(root = CLIENT_DIR) {
  if (!existsSync(join(root, "index.html")))
    throw new Error(`No build in ${root}: run npm run build first.`);
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== "assets" && entry !== "images") walk(path);
      } else if (entry === "index.html") {
        const route = `/${relative(root, dir).split(sep).join("/")}`;
        routes.push(route === "/" ? "/" : route.replace(/\/$/, ""));
      }
    }
  };
  walk(root);
  return routes.sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/**
 * Whether a built page asks search engines not to index it (the quote result pages): its SEO
 * score cannot be 100, by design.
 */
export function isNoindex(route: string, root = CLIENT_DIR) {
  const file = join(root, route, "index.html");
  return (
    existsSync(file) && /<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, "utf8"))
  );
}
