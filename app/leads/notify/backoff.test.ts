import { describe, expect, it } from "vitest";

import { GIVE_UP_AFTER_MS, nextAttempt, RETRY_DELAYS_MS, RETRY_EVERY_MS } from "./backoff.ts";

const createdAt = new Date("2026-03-14T05:00:00Z");
const after = (ms: number) => new Date(createdAt.getTime() + ms);
const minutes = (n: number) => n * 60_000;

describe("nextAttempt", () => {
  it("retries within a minute, then after 1, 2, 5, 10 and 30 minutes, then hourly", () => {
    const waits: number[] = [];
    let now = createdAt;
    for (let attempts = 1; attempts <= 9; attempts += 1) {
      const next = nextAttempt(createdAt, attempts, now);
      if (next === "give-up") throw new Error("gave up too early");
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits).toEqual([
      30_000,
      minutes(1),
      minutes(2),
      minutes(5),
      minutes(10),
      minutes(30),
      minutes(60),
      minutes(60),
      minutes(60),
    ]);
    expect(RETRY_DELAYS_MS[0]).toBeLessThan(60_000);
    expect(RETRY_EVERY_MS).toBe(minutes(60));
  });

  it("gives up once the first attempt is 24 hours old", () => {
    expect(nextAttempt(createdAt, 30, after(GIVE_UP_AFTER_MS))).toBe("give-up");
    expect(nextAttempt(createdAt, 30, after(GIVE_UP_AFTER_MS + minutes(5)))).toBe("give-up");
    expect(GIVE_UP_AFTER_MS).toBe(24 * 60 * minutes(1));
  });

  it("makes the last retry at the 24-hour mark rather than after it", () => {
    const now = after(GIVE_UP_AFTER_MS - minutes(20));
    expect(nextAttempt(createdAt, 30, now)).toEqual(after(GIVE_UP_AFTER_MS));
  });

  it("treats a row with no recorded attempt like a first failure", () => {
    expect(nextAttempt(createdAt, 0, createdAt)).toEqual(after(30_000));
  });
});
