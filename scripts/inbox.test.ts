// @vitest-environment node
// The accounts tool as the owner runs it: a child process, a password on standard input, a
// data folder of its own (or a PostgreSQL database when DATABASE_URL is set), and a data folder
// held by a live process that it asks over the socket (faults/inbox-tool-while-serving.test.ts
// does the same with a real server).
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  auditTrail,
  blankStore,
  storeKinds,
  type BlankStore,
  type StoreKind,
} from "#app/db/test-stores.test-helpers.ts";
import { answerAccountRequest } from "#app/inbox/accounts/account-commands.server.ts";
import { inOtherCase, listedPassword } from "#app/inbox/accounts/listed-passwords.test-helpers.ts";

import { listenForAccountRequests } from "../server/inbox-socket.ts";
import { runInboxTool } from "./lib/run-inbox-tool.test-helpers.ts";

const TIMEOUT = 60_000;

const inbox = runInboxTool;

/** A store of that kind no one has opened, for the block's tests; deleted after them. */
function useBlankStore(kind: StoreKind) {
  let blank: BlankStore | undefined;
  beforeAll(async () => {
    blank = await blankStore(kind);
  });
  afterAll(() => blank?.remove());
  return () => blank!;
}

describe("npm run inbox on the embedded store", () => {
  const store = useBlankStore("embedded");
  const run = (args: string[], input?: string) => inbox(args, { input, env: store().env });

  it(
    "adds an account with a piped password, and refuses a short or common one or the same email",
    async () => {
      const added = await run(["add-user", "Owner@Example.in"], "correct horse battery\n");
      expect(added).toMatchObject({ code: 0, stderr: "" });
      expect(added.stdout).toContain(
        `Added owner@example.in to the embedded store in ${store().dataDir}`,
      );

      const short = await run(["add-user", "partner@example.in"], "too short\n");
      expect(short.code).toBe(1);
      expect(short.stderr.trim()).toBe("The password must be at least 12 characters long.");

      const listed = inOtherCase(await listedPassword());
      const common = await run(["add-user", "partner@example.in"], `${listed}\n`);
      expect(common.code).toBe(1);
      expect(common.stderr.trim()).toBe(
        "This password is on a list of common passwords that attackers try first. Please choose another.",
      );

      const again = await run(["add-user", "owner@example.in"], "another long password\n");
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("An account for owner@example.in already exists.");
      expect(again.stderr).toContain("npm run inbox -- reset-password owner@example.in");
    },
    TIMEOUT * 3,
  );

  it(
    "lists the accounts, and removes one",
    async () => {
      const listed = await run(["list-users"]);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/owner@example\.in\s+owner/);
      expect(listed.stdout).not.toContain("partner@example.in");

      // The only owner stays, until there is another.
      const last = await run(["remove-user", "owner@example.in"]);
      expect(last.code).toBe(1);
      expect(last.stderr).toContain("owner@example.in is the only owner and cannot be removed");
      await run(["add-user", "partner@example.in"], "another long passphrase\n");

      const removed = await run(["remove-user", "owner@example.in"]);
      expect(removed).toMatchObject({ code: 0, stderr: "" });
      expect(removed.stdout).toContain("Removed owner@example.in");

      const unknown = await run(["remove-user", "owner@example.in"]);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("There is no account for owner@example.in.");

      expect((await run(["list-users"])).stdout).not.toContain("owner@example.in");
    },
    TIMEOUT * 6,
  );

  it(
    "refuses a bad email or command before touching the store",
    async () => {
      const bad = await run(["add-user", "owner"], "correct horse battery\n");
      expect(bad.code).toBe(1);
      expect(bad.stderr.trim()).toBe('"owner" is not an email address.');

      const unknown = await run(["make-coffee"]);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Unknown command "make-coffee"');
      expect(unknown.stderr).toContain("add-user <email>");
    },
    TIMEOUT * 2,
  );

  it(
    "asks the process that holds the data folder, over its socket, as the server does",
    async () => {
      // This test runner stands in for the server: it holds the store and answers the socket.
      const held = await blankStore("embedded");
      const store = await held.open();
      const socket = await listenForAccountRequests(
        { settings: { dataDir: held.dataDir }, store },
        answerAccountRequest,
        () => {},
      );
      try {
        const through = `the embedded store in ${held.dataDir} (through the running server, pid ${process.pid})`;
        const added = await inbox(["add-user", "staff@example.in"], {
          input: "correct horse battery\n",
          env: held.env,
        });
        expect(added).toMatchObject({ code: 0, stderr: "" });
        expect(added.stdout).toContain(`Added staff@example.in to ${through}.`);
        const listed = await inbox(["list-users"], { env: held.env });
        expect(listed.stdout).toContain(`Accounts in ${through}:\n  staff@example.in`);
        const again = await inbox(["add-user", "staff@example.in"], { env: held.env });
        expect(again.stderr).toContain("An account for staff@example.in already exists.");
        expect(await auditTrail(store.db)).toEqual([
          ["command line", "user-added", "staff@example.in as owner"],
        ]);
      } finally {
        await socket.close();
        await store.close();
        await held.remove();
      }
    },
    TIMEOUT * 3,
  );

  it(
    "names the socket and what to do when the process that holds the folder has none",
    async () => {
      const busy = await blankStore("embedded");
      try {
        // The lock of a live process without a socket: a server of an earlier version.
        writeFileSync(join(busy.dataDir, "server.lock"), String(process.pid));
        const result = await inbox(["list-users"], { env: busy.env });
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(
          `Process ${process.pid} holds the data folder ${busy.dataDir}, but there is no ` +
            `socket ${join(busy.dataDir, "inbox.sock")}`,
        );
        expect(result.stderr).toContain("Restart the server");
        expect(result.stderr).toContain("or stop it and run this again");
        expect(result.stderr).not.toContain("    at "); // no stack trace
      } finally {
        await busy.remove();
      }
    },
    TIMEOUT,
  );
});

describe.runIf(storeKinds.includes("postgres"))("npm run inbox on PostgreSQL", () => {
  const store = useBlankStore("postgres");
  const run = (args: string[], input?: string) => inbox(args, { input, env: store().env });

  it(
    "adds, lists and resets an account in the database",
    async () => {
      const added = await run(["add-user", "owner@example.in"], "correct horse battery\n");
      expect(added).toMatchObject({ code: 0, stderr: "" });
      expect(added.stdout).toContain("Added owner@example.in to PostgreSQL (DATABASE_URL)");
      expect((await run(["list-users"])).stdout).toContain("owner@example.in");
      const reset = await run(["reset-password", "owner@example.in"], "a brand new passphrase\r\n");
      expect(reset).toMatchObject({ code: 0, stderr: "" });
      expect(reset.stdout).toContain("0 sessions were signed out");
    },
    TIMEOUT * 3,
  );
});
