import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * Fails the build when a server-only address was written as a static file: a prerendered
 * /admin page (its loader run without a cookie at build time) would be handed to anyone by the
 * static server or a CDN. `serverPaths` are the "server" routes of app/pages/all-pages.ts.
 */
export function assertNoServerPaths(clientDir: string, serverPaths: readonly string[]): void {
  const leaked = serverPaths
    .map((path) => path.replace(/^\//, ""))
    .flatMap((path) => [path, `${path}.data`, `${path}.html`])
    .filter((path) => existsSync(join(clientDir, path)));
  if (leaked.length) {
    throw new Error(
      `build: server-only addresses were written as static files: ${leaked.join(", ")} in ` +
        `${clientDir}. Leave them out of the prerender list (app/wiring/prerender-paths.ts).`,
    );
  }
}
