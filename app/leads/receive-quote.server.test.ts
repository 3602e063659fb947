// @vitest-environment node
import { afterEach, beforeEach, expect, it } from "vitest";

import { openLimitCounts, type LimitCounts } from "#app/db/limit-counts.server.ts";
import { leads } from "#app/db/schema.server.ts";
import { StoreUnavailable } from "#app/db/store-faults.server.ts";
import { describeStores } from "#app/db/test-stores.test-helpers.ts";
import { HONEYPOT_FIELD } from "#app/site/quote-fields.ts";

import { sampleQuote } from "./notify/notify.test-helpers.ts";
import { createQuoteLimiter } from "./quote-limits.server.ts";
import { receiveQuote, type QuoteOutcome } from "./receive-quote.server.ts";

// Every outcome of the quote's one pass (read, counted, stored, given back), with the limits
// counted in the store itself: whether a quote was counted shows in the next quote's answer.

const ADDRESS = "203.0.113.7";

describeStores("receiveQuote", (store) => {
  let counts: LimitCounts;
  beforeEach(async () => {
    counts = await openLimitCounts(store.db, store.kind);
  });
  // The embedded store's batch, written before the next test empties the store.
  afterEach(() => counts.flush());

  const storeOptions = () => ({
    db: store.db,
    noticeVersion: "2026-11-23",
    sharedStore: store.kind === "postgres",
  });

  /** Quotes received with one contact's limit of `perHour`; the address's is out of the way. */
  const receiving = (perHour: number, options: { storeDown?: boolean } = {}) => {
    const limiter = createQuoteLimiter(
      { contactPerHour: perHour, addressPer10Min: 1000 },
      () => counts,
    );
    return (form: Record<string, unknown>) =>
      receiveQuote(form, {
        store: () => {
          if (options.storeDown) throw new StoreUnavailable("the database is not reachable");
          return storeOptions();
        },
        limits: { limiter, address: ADDRESS },
      });
  };

  /** The same visitor's quotes: another message is another lead. */
  const ananya = (message: string, changes: Record<string, string> = {}) => ({
    ...sampleQuote,
    message,
    ...changes,
  });
  const kindOf = (outcome: QuoteOutcome) => outcome.kind;
  const storedMessages = async () =>
    (await store.db.select().from(leads)).map((row) => [row.message, row.status]);

  it("does not count a filled honeypot, and stores nothing", async () => {
    const receive = receiving(1);
    const bot = await receive({ ...ananya("Cheap links"), [HONEYPOT_FIELD]: "https://x.example" });
    expect(bot).toEqual({ kind: "ignored", language: "en" });
    expect(await storedMessages()).toEqual([]);
    // The visitor's one quote an hour is still theirs to send.
    expect(kindOf(await receive(ananya("A website for our bakery")))).toBe("stored");
    expect(kindOf(await receive(ananya("And a menu page")))).toBe("limited");
  });

  it("does not count a quote with an answer to fix, and stores nothing", async () => {
    const receive = receiving(1);
    const typo = await receive(ananya("A website for our bakery", { email: "ananya@" }));
    expect(typo.kind).toBe("invalid");
    expect(await storedMessages()).toEqual([]);
    expect(kindOf(await receive(ananya("A website for our bakery")))).toBe("stored");
    expect(kindOf(await receive(ananya("And a menu page")))).toBe("limited");
  });

  it("counts a new lead, and refuses past the limit with the wait, storing nothing more", async () => {
    const receive = receiving(1);
    const first = await receive(ananya("A website for our bakery"));
    expect(first).toMatchObject({ kind: "stored", language: "en" });
    const refused = await receive(ananya("And a menu page", { language: "mr" }));
    expect(refused).toEqual({
      kind: "limited",
      language: "mr",
      limitedBy: "email",
      retryAfterSeconds: 3600,
    });
    expect(await storedMessages()).toEqual([["A website for our bakery", "new"]]);
  });

  it("gives back the count of an exact resend, answered with the lead it repeats", async () => {
    const receive = receiving(2);
    const first = await receive(ananya("A website for our bakery"));
    const again = await receive(ananya("A website for our bakery"));
    expect(again).toEqual({ ...first, kind: "duplicate" });
    // Two a hour: the resend took none of them.
    expect(kindOf(await receive(ananya("And a menu page")))).toBe("stored");
    expect(kindOf(await receive(ananya("And a logo")))).toBe("limited");
  });

  it("takes a quote held as spam into the inbox when its resend comes at a person's pace, counted once", async () => {
    const receive = receiving(2);
    const held = await receive(ananya("A website for our bakery", { elapsed_ms: "900" }));
    expect(held.kind).toBe("spam");
    const resent = await receive(ananya("A website for our bakery", { elapsed_ms: "40000" }));
    expect(resent).toEqual({ ...held, kind: "released" });
    expect(await storedMessages()).toEqual([["A website for our bakery", "new"]]);
    expect(kindOf(await receive(ananya("And a menu page")))).toBe("stored");
    expect(kindOf(await receive(ananya("And a logo")))).toBe("limited");
  });

  it("gives the count back when the store is down, and says so", async () => {
    const down = await receiving(1, { storeDown: true })(ananya("A website for our bakery"));
    if (down.kind !== "unavailable") throw new Error(`unavailable, not ${down.kind}`);
    expect(down.error).toBeInstanceOf(StoreUnavailable);
    await down.released;
    expect(await storedMessages()).toEqual([]);
    // Sent again once the store is back: the visitor's one quote an hour, not a refusal.
    expect(kindOf(await receiving(1)(ananya("A website for our bakery")))).toBe("stored");
  });

  it("lets a quote through, stored, when the limits cannot be counted", async () => {
    const lines: string[] = [];
    const limiter = createQuoteLimiter(
      { contactPerHour: 1, addressPer10Min: 1 },
      () => {
        throw new StoreUnavailable("the counts are not reachable");
      },
      { log: (line) => lines.push(line) },
    );
    const receive = (message: string) =>
      receiveQuote(ananya(message), {
        store: storeOptions,
        limits: { limiter, address: ADDRESS },
      });
    expect(kindOf(await receive("A website for our bakery"))).toBe("stored");
    expect(kindOf(await receive("And a menu page"))).toBe("stored");
    expect(lines).toEqual([
      "Quote limits: not counted, the quote is let through: StoreUnavailable",
      "Quote limits: not counted, the quote is let through: StoreUnavailable",
    ]);
  });

  it("reads the language first: one the site does not speak is refused, nothing counted", async () => {
    const receive = receiving(1);
    const refused = await receive(ananya("A website for our bakery", { language: "de" }));
    expect(refused.kind).toBe("unknown-language");
    expect(kindOf(await receive(ananya("A website for our bakery")))).toBe("stored");
  });
});
