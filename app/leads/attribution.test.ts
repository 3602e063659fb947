import { describe, expect, it } from "vitest";

import { readAttribution } from "./attribution.ts";

describe("readAttribution", () => {
  it("keeps each device class the site names", () => {
    for (const device of ["phone", "tablet", "desktop"]) {
      expect(readAttribution({ device }).device).toBe(device);
    }
  });

  it("drops a device the browser could not have told, without losing the rest", () => {
    for (const device of ["tablet<script>", "laptop", "Phone", " phone", "", 1, ["phone"]]) {
      const read = readAttribution({ page: "/contact", device });
      expect(read.device, JSON.stringify(device)).toBeNull();
      expect(read.pagePath).toBe("/contact");
    }
  });

  it("has no device for a quote sent without one (no JavaScript, an older page)", () => {
    expect(readAttribution({ page: "/contact" })).toMatchObject({
      pagePath: "/contact",
      device: null,
    });
  });
});
