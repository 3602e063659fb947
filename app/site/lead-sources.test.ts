import { describe, expect, it } from "vitest";

import { DIRECT, referrerHost, sourceOf, sourceText } from "./lead-sources.ts";

const OWN = "example.com";
const named = (parts: Parameters<typeof sourceOf>[0]) => sourceOf(parts, OWN).name;

describe("a source's name", () => {
  it("is the utm_source first, the campaign beside it and not in it", () => {
    expect(sourceOf({ utmSource: "newsletter", utmCampaign: " diwali " }, OWN)).toEqual({
      name: "newsletter",
      campaign: "diwali",
    });
    expect(named({ utmSource: " Newsletter ", referrer: "https://www.google.com/" })).toBe(
      "newsletter",
    );
  });

  it("else the referring site by its host alone, else Direct", () => {
    expect(named({ referrer: "https://www.example.org/search?q=pune+web" })).toBe("example.org");
    expect(named({ utmSource: "  ", referrer: "https://blog.example.org/" })).toBe(
      "blog.example.org",
    );
    expect(sourceOf({ utmCampaign: "diwali" }, OWN)).toEqual({ name: DIRECT, campaign: "diwali" });
    expect(named({ referrer: "not a url" })).toBe(DIRECT);
    expect(named({})).toBe(DIRECT);
  });

  it("is Direct for a referrer on the site itself, with or without www.", () => {
    expect(named({ referrer: "https://www.example.com/blogs/hotel" })).toBe(DIRECT);
    expect(named({ referrer: "https://example.com/" })).toBe(DIRECT);
    expect(named({ referrer: "example.com" })).toBe(DIRECT);
  });

  it("merges the spellings and hosts of one known source into the name people say", () => {
    const instagram = [
      { utmSource: "instagram" },
      { utmSource: "Instagram " },
      { utmSource: "IG" },
      { referrer: "https://instagram.com/" },
      { referrer: "https://www.instagram.com/stories/x" },
      { referrer: "https://l.instagram.com/?u=https%3A%2F%2Fexample.com" },
      { referrer: "l.instagram.com" },
      { referrer: "android-app://com.instagram.android/" },
    ];
    expect(new Set(instagram.map(named))).toEqual(new Set(["Instagram"]));
    expect(named({ referrer: "https://m.facebook.com/" })).toBe("Facebook");
    expect(named({ referrer: "https://lm.facebook.com/l.php?u=x" })).toBe("Facebook");
    expect(named({ utmSource: "fb" })).toBe("Facebook");
  });

  it("knows Google in every country, and Android apps by their package", () => {
    for (const host of ["google.com", "www.google.co.in", "google.de", "google.com.au"]) {
      expect(named({ referrer: `https://${host}/` }), host).toBe("Google");
    }
    expect(named({ referrer: "android-app://com.google.android.googlequicksearchbox/" })).toBe(
      "Google",
    );
    expect(named({ referrer: "android-app://com.google.android.gm/" })).toBe("Gmail");
    expect(named({ referrer: "https://t.co/abc" })).toBe("X (Twitter)");
    // Not every "google" is Google's search: a site of that name elsewhere keeps its host.
    expect(named({ referrer: "https://google.example.org/" })).toBe("google.example.org");
  });

  it("reads one line as the name and its campaign", () => {
    expect(sourceText({ name: "Instagram", campaign: "diwali" })).toBe("Instagram · diwali");
    expect(sourceText({ name: DIRECT, campaign: null })).toBe(DIRECT);
  });
});

describe("referrerHost", () => {
  it("takes a host out of an address or a host, without www. and the like", () => {
    expect(referrerHost("https://user@WWW.Google.com:443/x")).toBe("google.com");
    expect(referrerHost("m.facebook.com")).toBe("facebook.com");
    expect(referrerHost("  ")).toBeNull();
    expect(referrerHost(null)).toBeNull();
    expect(referrerHost("https://")).toBeNull();
  });
});
