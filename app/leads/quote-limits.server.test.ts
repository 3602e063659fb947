// @vitest-environment node
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { openLimitCounts, type LimitCounts } from "#app/db/limit-counts.server.ts";
import { FLUSH_MS } from "#app/db/rates-in-memory.server.ts";
import { limitCounts } from "#app/db/schema.server.ts";
import { describeStores, type SharedStore } from "#app/db/test-stores.test-helpers.ts";

import {
  addressKey,
  createQuoteLimiter,
  type QuoteAdmission,
  type QuoteContact,
} from "./quote-limits.server.ts";

const MINUTE = 60 * 1000;
const DEFAULTS = { contactPerHour: 5, addressPer10Min: 20 };

/** The n-th of many different visitors. */
const visitor = (n: number): QuoteContact => ({
  email: `visitor${n}@example.in`,
  whatsapp: `+91 90000 ${String(n).padStart(5, "0")}`,
});
const priya = { email: "priya@sharmasweets.in", whatsapp: "+91 90000 12345" };
const JIO = "49.36.0.1";

const admittedAll = (admissions: QuoteAdmission[]) => admissions.every((a) => a.admitted);

/** `count` calls of `make`, one after another. */
async function inTurn<T>(count: number, make: (n: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let n = 0; n < count; n += 1) made.push(await make(n));
  return made;
}

describeStores("the quote limits", (store: SharedStore) => {
  let counts: LimitCounts;
  beforeEach(async () => {
    counts = await openLimitCounts(store.db, store.kind);
  });
  // The embedded store's batch, written before the next test empties the store.
  afterEach(() => counts.flush());

  /** A limiter on a clock the test moves, over the store's counts. */
  function limiterAt(limits = DEFAULTS) {
    const clock = { now: Date.UTC(2026, 10, 1, 10) };
    const limiter = createQuoteLimiter(limits, () => counts, { now: () => clock.now });
    return { limiter, clock, wait: (ms: number) => (clock.now += ms) };
  }
  /** The rows, once the counts this process holds are written. */
  const rows = async () => {
    await counts.flush();
    return store.db.select().from(limitCounts);
  };

  it("accept eleven different visitors from one address within the hour (a shared mobile address)", async () => {
    const { limiter, wait } = limiterAt();
    const admissions = await inTurn(11, (n) => {
      wait(5 * MINUTE);
      return limiter.admit(JIO, visitor(n));
    });
    expect(admittedAll(admissions)).toBe(true);
  });

  it("let one email send five at once, then one every 12 minutes, and say so", async () => {
    const { limiter, wait } = limiterAt();
    const fromPriya = (n: number) =>
      limiter.admit(`10.0.0.${n}`, { ...priya, whatsapp: `+91 90000 2000${n}` });
    expect(admittedAll(await inTurn(5, (n) => fromPriya(n + 1)))).toBe(true);
    expect(await fromPriya(6)).toEqual({
      admitted: false,
      limitedBy: "email",
      retryAfterSeconds: 720,
    });
    wait(11 * MINUTE);
    expect(await fromPriya(7)).toEqual({
      admitted: false,
      limitedBy: "email",
      retryAfterSeconds: 60,
    });
    wait(MINUTE);
    expect((await fromPriya(8)).admitted).toBe(true);
  });

  it("count one email in any case and one WhatsApp number however it is typed", async () => {
    const { limiter } = limiterAt();
    const typings = [
      "+91 98765 43210",
      "9876543210",
      "098765-43210",
      "(+91) 98765 43210",
      "919876543210",
    ];
    for (const [n, whatsapp] of typings.entries()) {
      const admission = await limiter.admit(`10.0.1.${n}`, {
        email: `other${n}@example.in`,
        whatsapp,
      });
      expect(admission.admitted).toBe(true);
    }
    expect(
      await limiter.admit("10.0.1.9", { email: "new@example.in", whatsapp: "+919876543210" }),
    ).toMatchObject({ admitted: false, limitedBy: "whatsapp" });

    const cases = ["Priya@SharmaSweets.in", "PRIYA@sharmasweets.in", " priya@sharmasweets.in "];
    for (const [n, email] of [...cases, ...cases].slice(0, 5).entries()) {
      const admission = await limiter.admit(`10.0.2.${n}`, {
        email,
        whatsapp: `+44 20 7946 000${n}`,
      });
      expect(admission.admitted).toBe(true);
    }
    expect(
      await limiter.admit("10.0.2.9", {
        email: "priya@sharmasweets.in",
        whatsapp: "+44 20 7946 0099",
      }),
    ).toMatchObject({ admitted: false, limitedBy: "email" });
  });

  it("refuse a burst from one address: twenty in ten minutes, then a wait of seconds", async () => {
    const { limiter, wait } = limiterAt();
    expect(admittedAll(await inTurn(20, (n) => limiter.admit(JIO, visitor(n))))).toBe(true);
    expect(await limiter.admit(JIO, visitor(20))).toEqual({
      admitted: false,
      limitedBy: "address",
      retryAfterSeconds: 30,
    });
    // Another address is not held back, nor the same visitor from elsewhere.
    expect((await limiter.admit("49.36.0.2", visitor(20))).admitted).toBe(true);
    wait(30 * 1000);
    expect((await limiter.admit(JIO, visitor(21))).admitted).toBe(true);
  });

  it("name the email before the address, and the longest wait, when both are over", async () => {
    const { limiter } = limiterAt({ contactPerHour: 2, addressPer10Min: 2 });
    await limiter.admit(JIO, priya);
    await limiter.admit(JIO, { ...priya, whatsapp: "+91 90000 54321" });
    expect(await limiter.admit(JIO, { ...priya, whatsapp: "+91 90000 11111" })).toEqual({
      admitted: false,
      limitedBy: "email",
      retryAfterSeconds: 30 * 60,
    });
  });

  it("count nothing for a refused quote, so refusals never lengthen the wait", async () => {
    const { limiter } = limiterAt();
    await inTurn(20, (n) => limiter.admit(JIO, visitor(n)));
    await inTurn(50, (n) => limiter.admit(JIO, visitor(100 + n)));
    expect(await limiter.admit(JIO, visitor(200))).toMatchObject({ retryAfterSeconds: 30 });
    // The refused visitors' contacts were not counted either, nor left in the store.
    expect(await rows()).toHaveLength(41);
    expect((await limiter.admit("49.36.0.2", visitor(100))).admitted).toBe(true);
  });

  it("give a quote back (a duplicate, the store down): it no longer counts, once", async () => {
    const { limiter } = limiterAt();
    for (let n = 0; n < 5; n++) {
      const admission = await limiter.admit(JIO, priya);
      if (!admission.admitted) throw new Error("refused");
      await admission.release();
      await admission.release();
    }
    expect(admittedAll(await inTurn(5, () => limiter.admit(JIO, priya)))).toBe(true);
    expect((await limiter.admit(JIO, priya)).admitted).toBe(false);
  });

  it("treat an IPv6 /64 as one address, and an IPv4-mapped address as IPv4", async () => {
    const { limiter } = limiterAt({ contactPerHour: 0, addressPer10Min: 2 });
    expect((await limiter.admit("2401:4900:1c2a:9f3::1", priya)).admitted).toBe(true);
    expect((await limiter.admit("2401:4900:1c2a:9f3:a1b2:c3d4:e5f6:1", priya)).admitted).toBe(true);
    expect(await limiter.admit("2401:4900:1c2a:09f3:ffff::2", priya)).toMatchObject({
      limitedBy: "address",
    });
    expect((await limiter.admit("2401:4900:1c2a:9f4::1", priya)).admitted).toBe(true);
    expect(addressKey("::ffff:49.36.0.1")).toBe("49.36.0.1");
    expect(addressKey("2401:4900::1")).toBe("2401:4900:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("are off at 0: any number of quotes from one contact and one address", async () => {
    const { limiter } = limiterAt({ contactPerHour: 0, addressPer10Min: 0 });
    expect(admittedAll(await inTurn(100, () => limiter.admit(JIO, priya)))).toBe(true);
    expect(await rows()).toEqual([]);
  });

  it("sweep counts that are back to zero, so the store holds only the last hour's", async () => {
    const { limiter, wait } = limiterAt();
    await inTurn(30, (n) => limiter.admit(`10.1.0.${n}`, visitor(n)));
    expect(await rows()).toHaveLength(90);
    wait(61 * MINUTE);
    await limiter.admit(JIO, priya);
    expect(await rows()).toHaveLength(3);
  });

  it("keep no email, number or address in the store, only keys", async () => {
    const { limiter } = limiterAt();
    await limiter.admit(JIO, priya);
    const stored = JSON.stringify(await rows());
    for (const value of [JIO, "priya", "sharmasweets", "12345"])
      expect(stored).not.toContain(value);
  });

  it("hold across two servers and over a restart: the counts are the store's", async () => {
    const { limiter } = limiterAt();
    await inTurn(3, () => limiter.admit(JIO, priya));
    // Another server on the same store (the embedded store: a restart, one process at a time).
    if (store.kind === "postgres") {
      const other = await store.reopen();
      const there = createQuoteLimiter(
        DEFAULTS,
        await openLimitCounts(other.db, other.kind).then((c) => () => c),
        {
          now: () => Date.UTC(2026, 10, 1, 10),
        },
      );
      await inTurn(2, () => there.admit("10.9.9.9", priya));
      expect(await there.admit("10.9.9.9", priya)).toMatchObject({ limitedBy: "email" });
      await other.close();
    } else {
      // A clean stop (SIGTERM) writes what memory holds before the store closes.
      await counts.flush();
      await store.restart();
      counts = await openLimitCounts(store.db, store.kind);
      await inTurn(2, () => limiter.admit("10.9.9.9", priya));
    }
    expect(await limiter.admit(JIO, priya)).toMatchObject({ admitted: false, limitedBy: "email" });
  });

  it("write the counts within a batch's time, with nothing asked of the limiter", async () => {
    const { limiter } = limiterAt();
    await limiter.admit(JIO, priya);
    await vi.waitFor(
      async () => expect(await store.db.select().from(limitCounts)).toHaveLength(3),
      { timeout: FLUSH_MS * 8 },
    );
  });

  it("let no more parallel quotes through than the limit", async () => {
    const { limiter } = limiterAt();
    const admissions = await Promise.all(
      Array.from({ length: 12 }, (_, n) => limiter.admit(`10.2.0.${n}`, priya)),
    );
    expect(admissions.filter((a) => a.admitted)).toHaveLength(5);
  });

  it("let a quote through, counted nowhere, when the store cannot be reached", async () => {
    const lines: string[] = [];
    const down = createQuoteLimiter(
      DEFAULTS,
      () => {
        throw new Error("connection refused priya@sharmasweets.in");
      },
      { log: (line) => lines.push(line) },
    );
    expect(await inTurn(8, () => down.admit(JIO, priya))).toSatisfy(admittedAll);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe("Quote limits: not counted, the quote is let through: Error");

    // A store that has gone away under the counts (a second connection on PostgreSQL). The
    // embedded store's rates are in memory: the quote is counted, and its batch waits.
    const other = store.kind === "postgres" ? await store.reopen() : store;
    const log = (line: string) => lines.push(line);
    const gone = await openLimitCounts(other.db, other.kind, { log });
    await other.close();
    const failing = createQuoteLimiter(DEFAULTS, () => gone, { log });
    expect((await failing.admit(JIO, priya)).admitted).toBe(true);
    await gone.flush();
    expect(lines.at(-1)).toMatch(
      store.kind === "postgres"
        ? /^Quote limits: not counted, the quote is let through: \w+/
        : /^Quote limits: counts not written yet, kept in memory: \w+/,
    );
    expect(lines.join("\n")).not.toMatch(/priya|49\.36/);
    if (store.kind === "embedded") await store.restart();
  });
});
