// @vitest-environment node
import { expect, it } from "vitest";

import { HELD_MODULE_TYPE, START_MODULES_AFTER_PAINT } from "../lib/modules-after-paint.ts";
import { toSpaShell } from "./spa-shell-server.ts";

it("empties the page's content and preloads the modules its script imports, as a client-rendered SPA would", () => {
  const html = [
    "<html><head><title>T</title></head><body>",
    '<main id="main"><h1>Prerendered</h1><p>Text</p></main>',
    `<script type="${HELD_MODULE_TYPE}">import "/assets/manifest-1.js";`,
    'import * as route0 from "/assets/root-2.js";</script>',
    `<script>${START_MODULES_AFTER_PAINT}</script></body></html>`,
  ].join("");
  const shell = toSpaShell(html);
  expect(shell).toContain('<main id="main"></main>');
  expect(shell).not.toContain("Prerendered");
  expect(shell).toContain(
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/></head>',
  );
  // It runs its JavaScript as soon as it is parsed, as a client-rendered SPA does.
  expect(shell).toContain(
    '<script type="module" async="">import "/assets/manifest-1.js";import * as route0 from "/assets/root-2.js";</script></body>',
  );
});
