// @vitest-environment node
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { leads } from "#app/db/schema.server.ts";
import { describeStores, testLead as lead } from "#app/db/test-stores.test-helpers.ts";

import {
  decodeCursor,
  encodeCursor,
  istDayStart,
  likePattern,
  listLeads,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_WINDOW,
  type LeadFilter,
} from "./lead-list.server.ts";

const inbox: LeadFilter = { tab: "inbox" };

describe("the list's pure parts", () => {
  it("reads IST days, and refuses what is not a day", () => {
    expect(istDayStart("2026-11-23")?.toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(istDayStart("2026-02-31")).toBeUndefined();
    expect(istDayStart("2026-13-01")).toBeUndefined();
    expect(istDayStart("23/11/2026")).toBeUndefined();
    expect(istDayStart("")).toBeUndefined();
  });

  it("escapes LIKE's wildcards", () => {
    expect(likePattern("100%")).toBe("%100\\%%");
    expect(likePattern("a_b\\c")).toBe("%a\\_b\\\\c%");
  });

  it("round-trips a cursor and refuses a forged one", () => {
    const keyset = { at: "2026-11-23T10:00:00.123456Z", id: randomUUID() };
    expect(decodeCursor(encodeCursor(keyset))).toEqual(keyset);
    expect(decodeCursor("not-a-cursor")).toBeUndefined();
    expect(decodeCursor(Buffer.from(`x ${keyset.id}`).toString("base64url"))).toBeUndefined();
    expect(
      decodeCursor(Buffer.from(`${keyset.at} 1'; drop table leads`).toString("base64url")),
    ).toBeUndefined();
  });
});

describeStores("listLeads", (store) => {
  it("shows every lead but spam in the inbox, spam in its own tab, newest first", async () => {
    const [older, spam, newer] = [lead(), lead({ status: "spam" }), lead({ status: "won" })];
    await store.db.insert(leads).values([older!, spam!, newer!]);
    const page = await listLeads(store.db, inbox);
    expect(page.leads.map((row) => row.id)).toEqual([newer!.id, older!.id]);
    expect(page.nextCursor).toBeUndefined();
    expect(page.leads[0]).toEqual({
      id: newer!.id,
      createdAt: newer!.createdAt,
      name: newer!.name,
      service: newer!.service,
      status: "won",
      whatsapp: newer!.whatsapp,
      referrer: null,
      utmSource: null,
      utmCampaign: null,
      language: "en",
      preview: "A website for our bakery in Kothrud.",
      source: { name: "Direct", campaign: null },
    });
    const spamPage = await listLeads(store.db, { tab: "spam" });
    expect(spamPage.leads.map((row) => row.id)).toEqual([spam!.id]);
  });

  it("pages by cursor through every lead once, ties in time included", async () => {
    // 30 leads in the same millisecond and 30 more: the id orders those that tie.
    const sameTime = new Date("2026-11-20T10:00:00Z");
    const rows = [
      ...Array.from({ length: 30 }, () => lead({ createdAt: sameTime })),
      ...Array.from({ length: 30 }, () => lead()),
    ];
    await store.db.insert(leads).values(rows);
    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await listLeads(store.db, inbox, { cursor });
      sizes.push(page.leads.length);
      seen.push(...page.leads.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([PAGE_SIZE, PAGE_SIZE, 10]);
    expect(new Set(seen).size).toBe(60);
    const expected = [...rows]
      .sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    expect(seen).toEqual(expected);
  });

  it("keeps microseconds in the cursor, so leads within one millisecond are not skipped", async () => {
    const rows = Array.from({ length: 4 }, () => lead());
    await store.db.insert(leads).values(rows);
    // Times a JavaScript Date cannot hold: 10:00:00.000001 … .000004, in one millisecond.
    for (const [index, row] of rows.entries()) {
      await store.db.execute(
        sql`update leads set created_at = ${`2026-11-20T10:00:00.00000${index + 1}Z`}::timestamptz where id = ${row.id}`,
      );
    }
    const first = await listLeads(store.db, inbox, { size: 2 });
    const second = await listLeads(store.db, inbox, { size: 2, cursor: first.nextCursor });
    expect([...first.leads, ...second.leads].map((row) => row.id)).toEqual(
      [...rows].reverse().map((row) => row.id),
    );
    expect(second.nextCursor).toBeUndefined();
  });

  it("holds at most MAX_PAGE_SIZE rows, and reads a bad cursor as the first page", async () => {
    await store.db.insert(leads).values(Array.from({ length: MAX_PAGE_SIZE + 5 }, () => lead()));
    const big = await listLeads(store.db, inbox, { size: 10_000 });
    expect(big.leads).toHaveLength(MAX_PAGE_SIZE);
    const forged = await listLeads(store.db, inbox, { cursor: "garbage", size: 3 });
    const first = await listLeads(store.db, inbox, { size: 3 });
    expect(forged).toEqual(first);
  });

  it("filters by status and service", async () => {
    const wanted = lead({ status: "contacted", service: "Software Creation" });
    await store.db
      .insert(leads)
      .values([
        wanted,
        lead({ status: "contacted" }),
        lead({ service: "Software Creation" }),
        lead({ status: "spam", service: "Software Creation" }),
      ]);
    const page = await listLeads(store.db, {
      tab: "inbox",
      status: "contacted",
      service: "Software Creation",
    });
    expect(page.leads.map((row) => row.id)).toEqual([wanted.id]);
    // Spam is not in the inbox even when asked for by status.
    expect((await listLeads(store.db, { tab: "inbox", status: "spam" })).leads).toEqual([]);
  });

  it("gives each row where it came from and the start of its message, not the whole", async () => {
    const long =
      "We run a sweet shop in Kothrud and need a website before Diwali, with WhatsApp ordering, " +
      "a menu with prices and photos of our sweets. ".repeat(20);
    const fromAds = lead({
      name: "Ananya Kulkarni",
      message: long,
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmCampaign: "diwali",
    });
    await store.db.insert(leads).values(fromAds);
    const expected = {
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmCampaign: "diwali",
      preview:
        "We run a sweet shop in Kothrud and need a website before Diwali, with WhatsApp ordering, a menu…",
    };
    // The list and both ways a search reads its rows give the same row.
    expect((await listLeads(store.db, inbox)).leads[0]).toMatchObject(expected);
    expect((await listLeads(store.db, { ...inbox, search: "kulkarni" })).leads[0]).toMatchObject(
      expected,
    );
    const pastTheWindow = Array.from({ length: SEARCH_WINDOW }, () => lead());
    for (let start = 0; start < pastTheWindow.length; start += 500) {
      await store.db.insert(leads).values(pastTheWindow.slice(start, start + 500));
    }
    expect((await listLeads(store.db, { ...inbox, search: "kulkarni" })).leads[0]).toMatchObject(
      expected,
    );
  });

  it("takes from and to as whole days in India", async () => {
    const lastOf22 = lead({ createdAt: new Date("2026-11-22T18:29:59.999Z") }); // 23:59:59 IST
    const firstOf23 = lead({ createdAt: new Date("2026-11-22T18:30:00.000Z") }); // 00:00 IST
    const lastOf23 = lead({ createdAt: new Date("2026-11-23T18:29:59.000Z") });
    await store.db.insert(leads).values([lastOf22, firstOf23, lastOf23]);
    const ids = async (filter: Partial<LeadFilter>) =>
      (await listLeads(store.db, { ...inbox, ...filter })).leads.map((row) => row.id);
    expect(await ids({ from: "2026-11-23" })).toEqual([lastOf23.id, firstOf23.id]);
    expect(await ids({ to: "2026-11-22" })).toEqual([lastOf22.id]);
    expect(await ids({ from: "2026-11-23", to: "2026-11-23" })).toEqual([
      lastOf23.id,
      firstOf23.id,
    ]);
    // A day that is no day is ignored rather than failing the page.
    expect(await ids({ from: "2026-13-01" })).toHaveLength(3);
  });

  it("searches name, email, WhatsApp and message in any case, wildcards as text", async () => {
    const byName = lead({ name: "Ananya Kulkarni" });
    const byEmail = lead({ email: "Owner@Bakery.IN" });
    const byPhone = lead({ whatsapp: "+91 91234 56789" });
    const byMessage = lead({ message: "We are 100% sure we need a new logo" });
    const devanagari = lead({ name: "अनन्या कुलकर्णी" });
    const underscore = lead({ email: "first_last@example.in" });
    // "t_l" as a pattern would match her name too.
    const mitali = lead({ name: "Mitali Joshi" });
    await store.db
      .insert(leads)
      .values([byName, byEmail, byPhone, byMessage, devanagari, underscore, mitali]);
    const search = async (text: string) =>
      (await listLeads(store.db, { ...inbox, search: text })).leads.map((row) => row.id);
    expect(await search("KULKARNI")).toEqual([byName.id]);
    expect(await search("owner@bakery")).toEqual([byEmail.id]);
    expect(await search("91234")).toEqual([byPhone.id]);
    expect(await search("100%")).toEqual([byMessage.id]);
    expect(await search("10%0")).toEqual([]);
    expect(await search("कुलकर्णी")).toEqual([devanagari.id]);
    expect(await search("t_l")).toEqual([underscore.id]);
    expect(await search("  kulkarni  ")).toEqual([byName.id]);
  });

  it("pages through a search's matches, newest first", async () => {
    const matches = Array.from({ length: 30 }, () => lead({ message: "Need a Diwali offer page" }));
    await store.db.insert(leads).values([...matches, ...Array.from({ length: 10 }, () => lead())]);
    const first = await listLeads(store.db, { ...inbox, search: "diwali" });
    const second = await listLeads(
      store.db,
      {
        ...inbox,
        search: "diwali",
      },
      { cursor: first.nextCursor },
    );
    expect([...first.leads, ...second.leads].map((row) => row.id)).toEqual(
      [...matches].reverse().map((row) => row.id),
    );
    expect(second.nextCursor).toBeUndefined();
  });

  it("finds a match older than the newest leads a search looks through first", async () => {
    const old = lead({ name: "Gauri Apte", status: "won" });
    const newer = Array.from({ length: SEARCH_WINDOW + 10 }, () => lead());
    await store.db.insert(leads).values(old);
    for (let start = 0; start < newer.length; start += 500) {
      await store.db.insert(leads).values(newer.slice(start, start + 500));
    }
    const page = await listLeads(store.db, { ...inbox, search: "gauri apte" });
    expect(page.leads.map((row) => row.id)).toEqual([old.id]);
    expect(page.nextCursor).toBeUndefined();
    const filtered = await listLeads(store.db, { ...inbox, status: "won", search: "apte" });
    expect(filtered.leads.map((row) => row.id)).toEqual([old.id]);
    expect((await listLeads(store.db, { ...inbox, status: "lost", search: "apte" })).leads).toEqual(
      [],
    );
  });
});
