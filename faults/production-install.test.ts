import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, expect, it } from "vitest";

import { BUILD_DIR } from "../server/paths.ts";
import {
  homeStatus,
  newDataDir,
  sendQuote,
  startServer,
  storedLeads,
  testPassword,
} from "./harness.ts";

// A deployment installs production dependencies only (`npm ci --omit=dev`) beside the built
// site: the server and the accounts tool must run there, with no Vite and no TypeScript
// compiler, as Node runs them (decision 021).

let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "production-install-"));
  // The repository's files as a clean clone has them, and the build this suite tests.
  const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0");
  for (const file of files.filter(Boolean)) cpSync(file, join(project, file));
  cpSync(BUILD_DIR, join(project, "build"), { recursive: true });
  const install = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], {
    cwd: project,
    encoding: "utf8",
  });
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.stderr}`);
}, 300_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

it("has no development dependency installed", () => {
  for (const tool of ["vite", "vitest", "@react-router/dev", "drizzle-kit", "eslint"]) {
    const found = spawnSync("npm", ["ls", tool, "--omit=dev", "--depth=0"], { cwd: project });
    expect(found.status, `${tool} is installed`).not.toBe(0);
  }
});

it("adds and lists inbox accounts, then serves the site, takes quotes and adds one more", async () => {
  const dataDir = newDataDir();
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
  const add = spawnSync("npm", ["run", "--silent", "inbox", "--", "add-user", "owner@example.in"], {
    cwd: project,
    env,
    input: `${testPassword()}\n`,
    encoding: "utf8",
  });
  expect(add.status, add.stderr).toBe(0);
  expect(add.stdout).toContain("Added owner@example.in");
  const list = spawnSync("npm", ["run", "--silent", "inbox", "--", "list-users"], {
    cwd: project,
    env,
    encoding: "utf8",
  });
  expect(list.stdout).toContain("owner@example.in");

  const server = await startServer({}, dataDir, project);
  try {
    expect(await homeStatus(server.url)).toBe(200);
    expect((await fetch(`${server.url}/admin/login`)).status).toBe(200);
    expect((await sendQuote(server.url, 1)).status).toBe(201);
    // The tool while the server holds the store: through the server's socket (decision 025).
    const whileServing = spawnSync(
      "npm",
      ["run", "--silent", "inbox", "--", "add-user", "staff@example.in"],
      { cwd: project, env, input: `${testPassword()}\n`, encoding: "utf8" },
    );
    expect(whileServing.status, whileServing.stderr).toBe(0);
    expect(whileServing.stdout).toContain(`(through the running server, pid ${server.pid})`);
  } finally {
    await server.stop();
  }
  expect(await storedLeads(dataDir)).toHaveLength(1);
});
