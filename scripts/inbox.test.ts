// @vitest-environment node
// The accounts tool as the owner runs it: a child process, a password on standard input, a
// data folder of its own (or a PostgreSQL database when DATABASE_URL is set).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, describe, expect, it } from "vitest";

import { createTestDatabase, dropTestDatabase } from "#app/db/test-stores.ts";

const PROJECT_DIR = resolve(fileURLToPath(new URL("..", import.meta.url)));
const TIMEOUT = 60_000;

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run inbox -- …` (without npm) and collects what it printed. */
function inbox(
  args: string[],
  { input = "", env = {} }: { input?: string; env?: Record<string, string> } = {},
): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["scripts/inbox.ts", ...args], {
      cwd: PROJECT_DIR,
      env: { ...process.env, DATABASE_URL: "", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", fail);
    child.once("close", (code) => done({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe("npm run inbox on the embedded store", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-cli-"));
  const env = { DATA_DIR: dataDir };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "adds an account with a piped password, and refuses a short one or the same email",
    async () => {
      const added = await inbox(["add-user", "Owner@Example.in"], {
        input: "correct horse battery\n",
        env,
      });
      expect(added).toMatchObject({ code: 0, stderr: "" });
      expect(added.stdout).toContain(`Added owner@example.in to the embedded store in ${dataDir}`);

      const short = await inbox(["add-user", "partner@example.in"], { input: "too short\n", env });
      expect(short.code).toBe(1);
      expect(short.stderr.trim()).toBe("The password must be at least 12 characters long.");

      const again = await inbox(["add-user", "owner@example.in"], {
        input: "another long password\n",
        env,
      });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("An account for owner@example.in already exists.");
      expect(again.stderr).toContain("npm run inbox -- reset-password owner@example.in");
    },
    TIMEOUT * 3,
  );

  it(
    "lists the accounts, and removes one",
    async () => {
      const listed = await inbox(["list-users"], { env });
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain("owner@example.in");
      expect(listed.stdout).not.toContain("partner@example.in");

      const removed = await inbox(["remove-user", "owner@example.in"], { env });
      expect(removed).toMatchObject({ code: 0, stderr: "" });
      expect(removed.stdout).toContain("Removed owner@example.in");

      const unknown = await inbox(["remove-user", "owner@example.in"], { env });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("There is no account for owner@example.in.");

      expect((await inbox(["list-users"], { env })).stdout).toContain("No accounts");
    },
    TIMEOUT * 4,
  );

  it(
    "refuses a bad email or command before touching the store",
    async () => {
      const bad = await inbox(["add-user", "owner"], { input: "correct horse battery\n", env });
      expect(bad.code).toBe(1);
      expect(bad.stderr.trim()).toBe('"owner" is not an email address.');

      const unknown = await inbox(["make-coffee"], { env });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Unknown command "make-coffee"');
      expect(unknown.stderr).toContain("add-user <email>");
    },
    TIMEOUT * 2,
  );

  it(
    "says to stop the server when it holds the data folder",
    async () => {
      const busyDir = mkdtempSync(join(tmpdir(), "inbox-cli-busy-"));
      try {
        // The lock of a live process: this test runner stands in for the server.
        writeFileSync(join(busyDir, "server.lock"), String(process.pid));
        const result = await inbox(["list-users"], { env: { DATA_DIR: busyDir } });
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(
          `The data folder ${busyDir} is in use by the running server (pid ${process.pid})`,
        );
        expect(result.stderr).toContain("Stop the server first");
        expect(result.stderr).toContain("PostgreSQL (DATABASE_URL)");
        expect(result.stderr).not.toContain("    at "); // no stack trace
      } finally {
        rmSync(busyDir, { recursive: true, force: true });
      }
    },
    TIMEOUT,
  );
});

describe.runIf(process.env.DATABASE_URL)("npm run inbox on PostgreSQL", () => {
  let databaseUrl: string | undefined;
  afterAll(async () => {
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it(
    "adds, lists and resets an account in the database",
    async () => {
      databaseUrl = await createTestDatabase();
      const env = { DATABASE_URL: databaseUrl };
      const added = await inbox(["add-user", "owner@example.in"], {
        input: "correct horse battery\n",
        env,
      });
      expect(added).toMatchObject({ code: 0, stderr: "" });
      expect(added.stdout).toContain("Added owner@example.in to PostgreSQL (DATABASE_URL)");
      expect((await inbox(["list-users"], { env })).stdout).toContain("owner@example.in");
      const reset = await inbox(["reset-password", "owner@example.in"], {
        input: "a brand new passphrase\r\n",
        env,
      });
      expect(reset).toMatchObject({ code: 0, stderr: "" });
      expect(reset.stdout).toContain("0 sessions were signed out");
    },
    TIMEOUT * 3,
  );
});
