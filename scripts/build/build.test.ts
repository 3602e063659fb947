// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, it } from "vitest";

it("a strict build refuses to run while sample content remains, naming each entry by file", () => {
  // The shipped site is all samples; BUILD_DIR keeps the real build untouched either way.
  const run = spawnSync("node", ["scripts/build/build.ts", "--strict"], {
    encoding: "utf8",
    env: { ...process.env, BUILD_DIR: mkdtempSync(join(tmpdir(), "strict-build-")) },
    timeout: 120_000,
  });
  expect(run.status).not.toBe(0);
  const output = run.stdout + run.stderr;
  expect(output).toContain("strict build:");
  expect(output).toContain("app/site/site.config.ts:");
  expect(output).toMatch(/founders\[0\] "Aarav Mehta"/);
  expect(output).toContain("app/content/testimonials.ts:");
  expect(output).not.toContain("Prerender");
}, 120_000);
