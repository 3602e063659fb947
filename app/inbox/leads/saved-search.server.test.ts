// @vitest-environment node
import { expect, it } from "vitest";

import { savedSearches } from "#app/db/schema.server.ts";
import { accountsBeforeEach, describeStores } from "#app/db/test-stores.test-helpers.ts";
import { createSession, revokeSession, sessionId } from "#app/inbox/accounts/sessions.server.ts";

import { forgetSearches, readSearch, saveSearch } from "./saved-search.server.ts";
import {
  addressWith,
  carriesSearchWords,
  exchangeSearchWords,
  readSearchAddress,
} from "./search-address.server.ts";

const HOUR = 60 * 60 * 1000;

describeStores("searches kept on the server", (store) => {
  const [owner, partner] = accountsBeforeEach(store, "owner@agency.in", "partner@agency.in");
  const sessionOf = async (userId: string) => sessionId(await createSession(store.db, userId));

  it("gives a random id in place of the words, and the words back for that session only", async () => {
    const mine = await sessionOf(owner.id);
    const theirs = await sessionOf(partner.id);
    const asked = { email: "priya@example.in", phone: "+91 98765 43210" };
    const id = await saveSearch(store.db, mine, asked);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(id).not.toContain("priya");
    expect(await readSearch(store.db, mine, id)).toEqual(asked);
    expect(await readSearch(store.db, theirs, id)).toBeUndefined();
    expect(await readSearch(store.db, mine, "x".repeat(22))).toBeUndefined();
    expect(await readSearch(store.db, mine, "not an id")).toBeUndefined();
  });

  it("lasts eight hours, and expired ones are swept when the next is made", async () => {
    const mine = await sessionOf(owner.id);
    const made = new Date("2026-12-07T04:00:00Z");
    const id = await saveSearch(store.db, mine, { search: "bakery" }, made);
    const later = (hours: number) => new Date(made.getTime() + hours * HOUR);
    expect(await readSearch(store.db, mine, id, later(7.9))).toEqual({ search: "bakery" });
    expect(await readSearch(store.db, mine, id, later(8))).toBeUndefined();
    await saveSearch(store.db, mine, { search: "salon" }, later(9));
    const left = await store.db.select({ search: savedSearches.search }).from(savedSearches);
    expect(left).toEqual([{ search: "salon" }]);
  });

  it("ends with its session, and every one ends with an erasure", async () => {
    const token = await createSession(store.db, owner.id);
    const id = await saveSearch(store.db, sessionId(token), { search: "Priya" });
    await revokeSession(store.db, token);
    expect(await store.db.select().from(savedSearches)).toEqual([]);

    const mine = await sessionOf(owner.id);
    const theirs = await sessionOf(partner.id);
    await saveSearch(store.db, mine, { email: "priya@example.in" });
    await saveSearch(store.db, theirs, { search: "Priya" });
    await forgetSearches(store.db);
    expect(await store.db.select().from(savedSearches)).toEqual([]);
    expect(await readSearch(store.db, mine, id)).toBeUndefined();
  });

  it("exchanges an address's words for an id, keeping its filters and page", async () => {
    const mine = await sessionOf(owner.id);
    const typed = new URLSearchParams(
      "tab=mine&search=priya%40example.in&status=new&after=abc&from=2026-12-01",
    );
    expect(carriesSearchWords(typed)).toBe(true);
    const exchanged = await exchangeSearchWords(store.db, mine, typed);
    expect(carriesSearchWords(exchanged)).toBe(false);
    expect(exchanged.toString()).not.toContain("priya");
    expect([...exchanged.keys()]).toEqual(["tab", "status", "after", "from", "q"]);

    const read = await readSearchAddress(store.db, mine, exchanged);
    expect(read.gone).toBe(false);
    expect(read.id).toBe(exchanged.get("q"));
    expect(read.params.get("search")).toBe("priya@example.in");
    expect(read.params.get("status")).toBe("new");
    expect(read.params.get("after")).toBe("abc");
    expect(read.params.has("q")).toBe(false);
  });

  it("makes no id for empty words, and says when an id has gone", async () => {
    const mine = await sessionOf(owner.id);
    const empty = await exchangeSearchWords(
      store.db,
      mine,
      new URLSearchParams("search=+&tab=spam"),
    );
    expect(empty.toString()).toBe("tab=spam");
    expect(await store.db.select().from(savedSearches)).toEqual([]);

    const theirs = await sessionOf(partner.id);
    const id = await saveSearch(store.db, theirs, { search: "Priya" });
    const read = await readSearchAddress(
      store.db,
      mine,
      new URLSearchParams({ q: id, tab: "spam" }),
    );
    expect(read.gone).toBe(true);
    expect(read.id).toBeUndefined();
    expect(read.params.toString()).toBe("tab=spam");
  });

  it("never reads words an address carries itself", async () => {
    const mine = await sessionOf(owner.id);
    const read = await readSearchAddress(store.db, mine, new URLSearchParams("search=Priya"));
    expect(read.params.has("search")).toBe(false);
  });
});

it("writes an address with its parameters, or the path alone", () => {
  expect(addressWith("/admin", new URLSearchParams())).toBe("/admin");
  expect(addressWith("/admin", new URLSearchParams({ q: "abc", tab: "due" }))).toBe(
    "/admin?q=abc&tab=due",
  );
});
