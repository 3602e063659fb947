import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterEach, expect, it } from "vitest";

import { missingPaths } from "./paths.ts";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function repository(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "paths-check-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync("git", ["init", "-q"], { cwd: root });
  execFileSync("git", ["add", "."], { cwd: root });
}

it("names each path the README, the docs and the comments give that does not exist", () => {
  repository({
    "README.md":
      "The config is in `app/site/site.config.ts`; the old one was `app/site.config.ts`.\n",
    "docs/topic.md": "See [the routes](../app/routes/home.tsx) and `app/routes/admin-*.tsx`.\n",
    "docs/decisions/001-old.md": "Written when `app/old.ts` existed: history stays.\n",
    "app/site/site.config.ts":
      "// Checked by app/site/site-config-schema.ts\nexport const x = 'app/nowhere.ts';\n",
    "app/routes/home.tsx": "export {};\n",
  });
  expect(missingPaths(root)).toEqual([
    { file: "README.md", line: 1, path: "app/site.config.ts" },
    { file: "docs/topic.md", line: 1, path: "app/routes/admin-*.tsx" },
    { file: "app/site/site.config.ts", line: 1, path: "app/site/site-config-schema.ts" },
  ]);
});
