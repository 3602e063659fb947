import { expect, it } from "vitest";

import { IST_OFFSET, IST_OFFSET_MS, IST_ZONE } from "./india-time.ts";

it("says India's offset three ways that agree with the zone's own rules", () => {
  const at = new Date("2026-11-23T00:00:00Z");
  const zoned = new Intl.DateTimeFormat("en-GB", {
    timeZone: IST_ZONE,
    timeZoneName: "longOffset",
  }).format(at);
  expect(zoned).toContain(`GMT${IST_OFFSET}`);
  expect(new Date(`2026-11-23T05:30:00${IST_OFFSET}`).getTime()).toBe(at.getTime());
  expect(IST_OFFSET_MS).toBe(5.5 * 60 * 60 * 1000);
});
