import { describe, expect, it } from "vitest";

import { DIRECT, siteOf, sourceLabel, sourceName } from "./overview-sources.ts";

const own = siteOf("https://www.example.com");

describe("sourceName", () => {
  it("takes the utm_source first, lower-cased and trimmed", () => {
    expect(sourceName({ utm: " Instagram ", site: "google.com" }, own)).toBe("instagram");
  });

  it("else the referring site, without www.", () => {
    expect(sourceName({ utm: null, site: "www.Google.com" }, own)).toBe("google.com");
    expect(sourceName({ utm: "  ", site: "m.facebook.com" }, own)).toBe("m.facebook.com");
  });

  it("else direct: no referrer, or one on the site itself", () => {
    expect(sourceName({ utm: null, site: null }, own)).toBe(DIRECT);
    expect(sourceName({ utm: "", site: "" }, own)).toBe(DIRECT);
    expect(sourceName({ utm: null, site: "example.com" }, own)).toBe(DIRECT);
    expect(sourceName({ utm: null, site: "www.example.com" }, own)).toBe(DIRECT);
  });
});

describe("siteOf and sourceLabel", () => {
  it("names an origin's site, and direct as people read it", () => {
    expect(own).toBe("example.com");
    expect(siteOf("http://localhost:4321")).toBe("localhost");
    expect(siteOf("not an address")).toBe("");
    expect(sourceLabel(DIRECT)).toBe("Direct");
    expect(sourceLabel("google.com")).toBe("google.com");
  });
});
