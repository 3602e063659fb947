// @vitest-environment node
import { expect, it } from "vitest";

import { toSpaShell } from "./spa-shell-server.js";

it("empties the page's content and preloads the modules its script imports, as a client-rendered SPA would", () => {
  const html = [
    "<html><head><title>T</title></head><body>",
    '<main id="main"><h1>Prerendered</h1><p>Text</p></main>',
    '<script type="module">import "/assets/manifest-1.js";',
    'import * as route0 from "/assets/root-2.js";</script></body></html>',
  ].join("");
  const shell = toSpaShell(html);
  expect(shell).toContain('<main id="main"></main>');
  expect(shell).not.toContain("Prerendered");
  expect(shell).toContain(
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/></head>',
  );
});
