// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, expect, it, vi } from "vitest";

// BUILD_DIR is read when server/paths.ts loads: each test imports the module afresh.
async function pageScriptsIn(buildDir: string) {
  vi.stubEnv("BUILD_DIR", buildDir);
  vi.resetModules();
  return import("./page-scripts.ts");
}

afterEach(() => vi.unstubAllEnvs());

it("names each language's built entry in the pages once the scripts are built", async () => {
  const buildDir = join(mkdtempSync(join(tmpdir(), "page-scripts-")), "build");
  const { pageScriptsConstant, PAGE_SCRIPTS_DIR } = await pageScriptsIn(buildDir);
  mkdirSync(PAGE_SCRIPTS_DIR, { recursive: true });
  const entries = { en: "/assets/page-a.js", hi: "/assets/page-b.js", mr: "/assets/page-c.js" };
  writeFileSync(join(PAGE_SCRIPTS_DIR, "entries.json"), JSON.stringify(entries));
  expect(JSON.parse(pageScriptsConstant("build").__PAGE_SCRIPTS__!)).toEqual(entries);
});

it("names the source module in the dev server, and before any script is built", async () => {
  const buildDir = join(mkdtempSync(join(tmpdir(), "page-scripts-")), "build");
  const { pageScriptsConstant } = await pageScriptsIn(buildDir);
  const source = {
    en: "/app/browser/page.ts",
    hi: "/app/browser/page.ts",
    mr: "/app/browser/page.ts",
  };
  expect(JSON.parse(pageScriptsConstant("serve").__PAGE_SCRIPTS__!)).toEqual(source);
  expect(JSON.parse(pageScriptsConstant("build").__PAGE_SCRIPTS__!)).toEqual(source);
});

it("stops the build, naming the folder, when the scripts were never built", async () => {
  const buildDir = join(mkdtempSync(join(tmpdir(), "page-scripts-")), "build");
  const { copyPageScripts } = await pageScriptsIn(buildDir);
  expect(() => copyPageScripts(join(buildDir, "client"))).toThrow(
    `build: no page scripts in ${buildDir}.page-scripts/assets`,
  );
});
