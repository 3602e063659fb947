// @vitest-environment node
import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  auditLog,
  leadEvents,
  leads,
  notifications,
  type LeadStatus,
} from "#app/db/schema.server.ts";
import { describeStores, testLead as lead } from "#app/db/test-stores.test-helpers.ts";
import { PUSH_REASONS } from "#app/lib/push-reasons.ts";

import {
  addNote,
  changeStatus,
  getLead,
  isLeadStatus,
  NOTE_MAX_LENGTH,
} from "./lead-detail.server.ts";

const actor = "owner@agency.in";

describe("isLeadStatus", () => {
  it("knows the statuses and nothing else", () => {
    expect(isLeadStatus("quote-sent")).toBe(true);
    expect(isLeadStatus("deleted")).toBe(false);
    expect(isLeadStatus(undefined)).toBe(false);
  });
});

describeStores("a lead's page", (store) => {
  it("finds nothing for an unknown or malformed id", async () => {
    expect(await getLead(store.db, randomUUID())).toBeUndefined();
    expect(await getLead(store.db, "not-a-uuid")).toBeUndefined();
  });

  it("gives the lead with its notifications and its history, oldest first", async () => {
    const row = lead();
    await store.db.insert(leads).values(row);
    const sentAt = new Date("2026-11-23T10:00:05Z");
    await store.db.insert(notifications).values([
      { id: randomUUID(), leadId: row.id, channel: "email", state: "sent", attempts: 1, sentAt },
      {
        id: randomUUID(),
        leadId: row.id,
        channel: "webhook",
        state: "failed",
        attempts: 9,
        lastError: "HTTP 500",
      },
    ]);
    await changeStatus(store.db, { leadId: row.id, to: "contacted", actor });
    await addNote(store.db, { leadId: row.id, actor, text: "Called; wants a quote by Friday." });
    await changeStatus(store.db, { leadId: row.id, to: "quote-sent", actor });

    const detail = await getLead(store.db, row.id);
    expect(detail?.lead).toMatchObject({ id: row.id, name: row.name, status: "quote-sent" });
    expect(detail?.events.map((event) => [event.kind, event.toStatus, event.note])).toEqual([
      ["status", "contacted", null],
      ["note", null, "Called; wants a quote by Friday."],
      ["status", "quote-sent", null],
    ]);
    expect(detail?.notifications).toEqual([
      expect.objectContaining({ channel: "email", state: "sent", attempts: 1, sentAt }),
      expect.objectContaining({ channel: "webhook", state: "failed", lastError: "HTTP 500" }),
    ]);
    expect(Object.keys(detail!.notifications[0]!).sort()).toEqual(
      ["attempts", "channel", "id", "lastError", "nextAttemptAt", "sentAt", "state"].sort(),
    );
  });

  it("says why a phone alert was not delivered in plain words, never the push service's answer", async () => {
    const row = lead();
    await store.db.insert(leads).values(row);
    // As stored before reasons were plain, and as the deliverer stores them now.
    const stored = [
      "the push service answered 303",
      "the push service could not be reached (ECONNREFUSED)",
      "the push service answered 410: the device's alerts have ended, so it was removed",
      PUSH_REASONS.unreachable,
      PUSH_REASONS.gone,
    ];
    await store.db.insert(notifications).values(
      stored.map((lastError) => ({
        id: randomUUID(),
        leadId: row.id,
        channel: "push" as const,
        target: randomUUID(),
        state: "failed" as const,
        attempts: 1,
        lastError,
      })),
    );
    const shown = (await getLead(store.db, row.id))!.notifications.map((n) => n.lastError);
    expect(shown.sort()).toEqual(
      [
        PUSH_REASONS.other,
        PUSH_REASONS.other,
        PUSH_REASONS.other,
        PUSH_REASONS.unreachable,
        PUSH_REASONS.gone,
      ].sort(),
    );
    for (const reason of shown) expect(reason).not.toMatch(/\d{3}|ECONN/);
  });

  it("changes the status with an event and an audit entry naming the lead by id", async () => {
    const row = lead();
    await store.db.insert(leads).values(row);
    expect(await changeStatus(store.db, { leadId: row.id, to: "won", actor })).toBe("won");
    const [event] = await store.db.select().from(leadEvents);
    expect(event).toMatchObject({
      leadId: row.id,
      actor,
      kind: "status",
      fromStatus: "new",
      toStatus: "won",
    });
    expect(await store.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actor,
        action: "status-change",
        detail: `lead ${row.id}: new → won`,
      }),
    ]);
  });

  it("records nothing when the status is already that one, or the lead is gone", async () => {
    const row = lead({ status: "contacted" });
    await store.db.insert(leads).values(row);
    expect(await changeStatus(store.db, { leadId: row.id, to: "contacted", actor })).toBe(
      "contacted",
    );
    expect(await changeStatus(store.db, { leadId: randomUUID(), to: "won", actor })).toBe(
      undefined,
    );
    expect(await store.db.$count(leadEvents)).toBe(0);
    expect(await store.db.$count(auditLog)).toBe(0);
  });

  it("marks as spam and back (Spam / Not spam), forgetting the server's reason", async () => {
    const row = lead({ status: "spam", spamReason: "too-fast" });
    await store.db.insert(leads).values(row);
    expect(await changeStatus(store.db, { leadId: row.id, to: "new", actor })).toBe("new");
    expect((await getLead(store.db, row.id))?.lead).toMatchObject({
      status: "new",
      spamReason: null,
    });
    expect(await changeStatus(store.db, { leadId: row.id, to: "spam", actor })).toBe("spam");
    const details = (await store.db.select().from(auditLog)).map((entry) => entry.detail).sort();
    expect(details).toEqual([`lead ${row.id}: new → spam`, `lead ${row.id}: spam → new`]);
  });

  it("refuses a status that does not exist", async () => {
    const row = lead();
    await store.db.insert(leads).values(row);
    await expect(
      // A form may send anything.
      changeStatus(store.db, { leadId: row.id, to: String("deleted") as LeadStatus, actor }),
    ).rejects.toThrow(RangeError);
  });

  it("adds a trimmed note, audited without its text", async () => {
    const row = lead();
    await store.db.insert(leads).values(row);
    const result = await addNote(store.db, {
      leadId: row.id,
      actor,
      text: "  उद्या फोन करा — call tomorrow  ",
    });
    expect(result).toMatchObject({
      kind: "added",
      event: { leadId: row.id, actor, kind: "note", note: "उद्या फोन करा — call tomorrow" },
    });
    expect(await store.db.select().from(auditLog)).toEqual([
      expect.objectContaining({ actor, action: "note", detail: `lead ${row.id}` }),
    ]);
  });

  it("refuses an empty or too long note, and a note on no lead", async () => {
    const row = lead();
    await store.db.insert(leads).values(row);
    const note = (text: string, leadId = row.id) => addNote(store.db, { leadId, actor, text });
    expect(await note("   ")).toMatchObject({ kind: "invalid" });
    // Counted in characters: 2000 Devanagari letters are fine, 2001 are not.
    expect(await note("क".repeat(NOTE_MAX_LENGTH))).toMatchObject({ kind: "added" });
    expect(await note("क".repeat(NOTE_MAX_LENGTH + 1))).toMatchObject({ kind: "invalid" });
    expect(await note("Hello", randomUUID())).toEqual({ kind: "not-found" });
    expect(await note("Hello", "nope")).toEqual({ kind: "not-found" });
    expect(await store.db.$count(leadEvents)).toBe(1);
  });
});
