// Loads one of the app's TypeScript modules (with its `~/` imports) from plain Node, through
// Vite's module runner: the build's last steps and the checks read the site's typed data
// (articles, site config, the page table) this way instead of parsing built HTML.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { runnerImport } from "vite";

const PROJECT_DIR = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/**
 * @template T
 * @param {string} path relative to the project, such as "app/site-pages.ts"
 * @returns {Promise<T>}
 */
export async function loadAppModule<T>(path: string): Promise<T> {
  // Vite sets NODE_ENV to "development" when it is unset; a build started after this (the
  // new-article check) would then bundle React's development build. Leave it as it was.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport(resolve(PROJECT_DIR, path), {
      configFile: false,
      root: PROJECT_DIR,
      resolve: { tsconfigPaths: true },
      logLevel: "error",
    });
    return /** @type {T} */ (module);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
