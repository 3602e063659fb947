import { describe, expect, it } from "vitest";

import { slowdownFor, TARGET_SLOWED_INDEX } from "./cpu-slowdown.ts";

describe("slowdownFor", () => {
  it("brings every index this machine reads to 400–600 once slowed", () => {
    for (const index of [1450, 2000, 2800, 3935]) {
      const slowed = index / slowdownFor(index);
      expect(slowed).toBeGreaterThanOrEqual(400);
      expect(slowed).toBeLessThanOrEqual(600);
    }
    expect(slowdownFor(2 * TARGET_SLOWED_INDEX)).toBe(2);
  });

  it("never speeds a slow machine up, and refuses a missing reading", () => {
    expect(slowdownFor(300)).toBe(1);
    expect(() => slowdownFor(Number.NaN)).toThrow(/benchmark index/);
  });
});
