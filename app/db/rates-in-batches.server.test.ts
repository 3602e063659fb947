// @vitest-environment node
import { expect, it } from "vitest";

import { batchCallOn, countRatesInBatches, type BatchCall } from "./rates-in-batches.server.ts";
import { limitCounts } from "./schema.server.ts";
import type { Db } from "./store.server.ts";
import { describeStores } from "./test-stores.test-helpers.ts";

const MINUTE = 60 * 1000;
const AT = Date.UTC(2026, 10, 1, 10);
/** A contact's rate (5 an hour) and an address's (20 in 10 minutes), as the quote limits'. */
const contact = (key: string) => ({ key, intervalMs: 12 * MINUTE, windowMs: 60 * MINUTE });
const address = (key: string) => ({ key, intervalMs: 30 * 1000, windowMs: 10 * MINUTE });
const noSweep = async () => {};
const counted = (overBy: number[]) => overBy.every((over) => over <= 0);

/** The batch's call on `db`, counting the calls made. */
function countingCalls(db: Db) {
  const calls = { count: 0 };
  const call = batchCallOn(db);
  const counting: BatchCall = (params) => {
    calls.count += 1;
    return call(params);
  };
  return { call: counting, calls };
}

describeStores("quote rates counted in batches", (store) => {
  it("count the quotes that arrive together in one call, in their order, each all or none", async () => {
    const { call, calls } = countingCalls(store.db);
    const admit = countRatesInBatches(call, noSweep);
    // Twelve quotes at once from one address, each from a contact of its own but two: the
    // first goes alone, the eleven that came while it was out go in one call after it.
    const sent = Array.from({ length: 12 }, (_, n) =>
      admit([contact(n < 10 ? `email ${n}` : "email priya"), address("address jio")], AT + n),
    );
    const answers = await Promise.all(sent);
    expect(calls.count).toBe(2);
    expect(answers.map(counted)).toEqual(Array<boolean>(12).fill(true));

    // Priya's fourth to seventh: five an hour, so the sixth and seventh are refused, and
    // refused quotes count nothing against the address they came from.
    const more = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        admit([contact("email priya"), address("address jio")], AT + 20 + n),
      ),
    );
    expect(more.map(counted)).toEqual([true, true, true, false, false]);
    // Her sixth waits until 12 minutes after her first (sent 13 ms before it).
    expect(more[3]![0]).toBe(12 * MINUTE - 13);
    // 12 + 3 counted at the address: five more fit in its twenty.
    const address20 = await Promise.all(
      Array.from({ length: 6 }, (_, n) => admit([address("address jio")], AT + 40 + n)),
    );
    expect(address20.map(counted)).toEqual([true, true, true, true, true, false]);
  });

  it("leave no row behind for a quote refused on a key it made", async () => {
    const admit = countRatesInBatches(batchCallOn(store.db), noSweep);
    await Promise.all(Array.from({ length: 5 }, () => admit([contact("email priya")], AT)));
    const refused = await admit([contact("email new"), contact("email priya")], AT + 1);
    expect(refused[0]).toBeLessThanOrEqual(0);
    expect(refused[1]).toBeGreaterThan(0);
    const keys = (await store.db.select().from(limitCounts)).map((row) => row.key);
    expect(keys).toEqual(["email priya"]);
  });
});
