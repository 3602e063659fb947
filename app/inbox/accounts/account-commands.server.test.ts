// @vitest-environment node
import { describe, expect, it } from "vitest";

import { auditTrail, describeStores } from "#app/db/test-stores.test-helpers.ts";
import type { Db } from "#app/db/store.server.ts";

import { answerAccountRequest } from "./account-commands.server.ts";
import { createAccountLink, usableLink } from "./account-links.server.ts";
import { accountReply } from "./account-requests.server.ts";
import { findAccount } from "./accounts.server.ts";

const PASSWORD = "correct horse battery";

describe("answerAccountRequest", () => {
  // Refused before the store is touched: a store that is not there is never reached.
  const noStore = {} as Db;

  it("refuses what is not one of the tool's commands, with the commands named", async () => {
    for (const body of [
      undefined,
      "list-users",
      {},
      { command: "drop-table" },
      { command: "add-user", email: "owner@example.in" }, // no password
      { command: "list-users", extra: 1 },
      { command: "remove-user", email: "x".repeat(255) },
    ]) {
      const reply = await answerAccountRequest(noStore, body);
      expect(reply, JSON.stringify(body)).toMatchObject({ ok: false, code: "malformed" });
      expect(reply).toMatchObject({ message: expect.stringContaining("add-user, reset-password") });
    }
  });
});

describeStores("answerAccountRequest", (store) => {
  const ask = (body: unknown) => answerAccountRequest(store.db, body);

  it("adds, lists, resets and removes an account, audited as the command line", async () => {
    const email = "owner@example.in";
    expect(
      await ask({ command: "add-user", email: "Owner@Example.in", password: PASSWORD }),
    ).toEqual({ ok: true });
    const listed = await ask({ command: "list-users" });
    expect(accountReply.parse(listed)).toMatchObject({ ok: true, accounts: [{ email }] });
    expect(await ask({ command: "reset-password", email, password: `${PASSWORD}!` })).toEqual({
      ok: true,
      sessionsEnded: 0,
    });
    // The only owner stays; once there is another, it can go.
    expect(await ask({ command: "remove-user", email })).toMatchObject({
      ok: false,
      code: "last-owner",
    });
    const partner = "partner@example.in";
    await ask({ command: "add-user", email: partner, password: PASSWORD });
    expect(await ask({ command: "remove-user", email })).toEqual({ ok: true, sessionsEnded: 0 });
    expect(await ask({ command: "list-users" })).toMatchObject({
      ok: true,
      accounts: [{ email: partner, role: "owner" }],
    });
    expect(await auditTrail(store.db)).toEqual([
      ["command line", "user-added", `${email} as owner`],
      ["command line", "password-reset", email],
      ["command line", "user-added", `${partner} as owner`],
      ["command line", "user-removed", email],
    ]);
  });

  it("removes an owner with the links they made that would let an owner in", async () => {
    await ask({ command: "add-user", email: "owner@example.in", password: PASSWORD });
    await ask({ command: "add-user", email: "partner@example.in", password: PASSWORD });
    const partner = (await findAccount(store.db, "partner@example.in"))!;
    const { token } = await createAccountLink(store.db, {
      kind: "invite",
      email: "friend@example.in",
      role: "owner",
      createdBy: partner,
    });
    expect(await ask({ command: "remove-user", email: partner.email })).toEqual({
      ok: true,
      sessionsEnded: 0,
    });
    expect(await usableLink(store.db, token)).toBeUndefined();
    expect(await auditTrail(store.db)).toContainEqual([
      "command line",
      "links-ended",
      "partner@example.in (1 link)",
    ]);
  });

  it("answers an account's refusal with its code and words", async () => {
    await ask({ command: "add-user", email: "owner@example.in", password: PASSWORD });
    expect(
      await ask({ command: "add-user", email: "owner@example.in", password: PASSWORD }),
    ).toEqual({
      ok: false,
      code: "exists",
      message: "An account for owner@example.in already exists.",
    });
    expect(await ask({ command: "remove-user", email: "nobody@example.in" })).toMatchObject({
      ok: false,
      code: "unknown",
    });
    expect(
      await ask({ command: "reset-password", email: "owner@example.in", password: "short" }),
    ).toMatchObject({ ok: false, code: "weak-password" });
    expect(await ask({ command: "remove-user", email: "owner" })).toMatchObject({
      ok: false,
      code: "invalid-email",
    });
  });
});
