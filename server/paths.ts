// Where the build lives and where `npm start` listens, defined once for the build, the server,
// the checks and the benches.
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const PROJECT_DIR = resolve(fileURLToPath(new URL("..", import.meta.url)));

/** React Router's build directory; BUILD_DIR moves it (the bundle check builds a second copy). */
export const BUILD_DIR = resolve(PROJECT_DIR, process.env.BUILD_DIR ?? "build");
/** Where React Router puts the static site (prerendered pages, assets, host files) in a build. */
export const clientDirOf = (buildDir: string) => join(buildDir, "client");
export const CLIENT_DIR = clientDirOf(BUILD_DIR);
/** React Router's server build: the routes only the running server answers (/api, /admin). */
export const SERVER_BUILD_FILE = join(BUILD_DIR, "server", "index.js");
/** Where static hosts look for the page they answer unknown addresses with. */
export const NOT_FOUND_FILE = "404.html";

export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = "localhost";

/** Beside the client folder: what the build knows that `npm start` needs (the quote origin). */
export const SITE_POLICY_FILE = "site-policy.json";
