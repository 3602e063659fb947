// The bench's stand-in for the same app as a plain client-rendered SPA (`npm run bench --
// --spa`). React Router's SPA mode cannot run this app's build-time loaders (they read the
// Markdown files), so instead every page is served as an empty shell: the prerendered HTML
// with the content of <main> removed, React Router's module preloads put back and its module
// script run at once, not after the first paint. The browser must download and run the
// JavaScript and render the page itself, which is the cost of client rendering; the route's data stays inline, which flatters the SPA (a real
// one would also fetch it). Assets and the 404 page are served as by the production server.
import { existsSync, readFileSync } from "node:fs";
import { createServer, type RequestListener } from "node:http";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";

import { hasExtension } from "../../server/cache-policy.ts";
import { CLIENT_DIR } from "../../server/paths.ts";
import { createSiteServer } from "../../server/serve.ts";
import { withModulesAtOnce } from "../lib/modules-after-paint.ts";

const isPageRequest = (pathname: string) => !hasExtension(pathname);

function pageFile(pathname: string) {
  const file = join(CLIENT_DIR, pathname, "index.html");
  return existsSync(file) ? file : undefined;
}

/** The page without its prerendered content, preloading the modules its script imports. */
export function toSpaShell(html: string) {
  const modules = [
    ...html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?"(\/assets\/[^"]+\.js)"/g),
  ];
  const preloads = modules.map(([, href]) => `<link rel="modulepreload" href="${href}"/>`).join("");
  return withModulesAtOnce(html)
    .replace(/(<main\b[^>]*>)[\s\S]*<\/main>/, "$1</main>")
    .replace("</head>", `${preloads}</head>`);
}

export function createSpaShellServer() {
  const serveSite = createSiteServer().listeners("request")[0] as RequestListener;
  const shells = new Map<string, Buffer>();

  return createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    const file = isPageRequest(pathname) ? pageFile(pathname) : undefined;
    if (!file) {
      serveSite(req, res);
      return;
    }
    const body = shells.get(file) ?? brotliCompressSync(toSpaShell(readFileSync(file, "utf8")));
    shells.set(file, body);
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Content-Encoding": "br",
    });
    res.end(body);
  });
}
