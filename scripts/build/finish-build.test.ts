// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, it } from "vitest";

import { finishBuild } from "./finish-build.ts";

it("fails the build, naming the step and the page, when React Router's markup no longer matches a step", async () => {
  const buildDir = mkdtempSync(join(tmpdir(), "build-"));
  const clientDir = join(buildDir, "client");
  mkdirSync(join(clientDir, "404"), { recursive: true });
  writeFileSync(join(clientDir, "404", "index.html"), '<meta charSet="utf-8"/><h1>Not found</h1>');
  // A page whose head lost its <meta charSet> (say, a new React Router markup): the policy has
  // nowhere to go.
  writeFileSync(
    join(clientDir, "index.html"),
    '<html><head></head><body><script type="module" src="/assets/page-1.js"></script></body></html>',
  );

  await expect(finishBuild(buildDir, "en", () => {})).rejects.toThrow(
    `build step "page-policy" found nothing to change in ${join(clientDir, "index.html")}`,
  );
});
