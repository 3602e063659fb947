import { describe, expect, it } from "vitest";

import { describeSamples, remainingSamples } from "./sample-content.ts";
import { siteConfig, type SiteConfig } from "../../app/site/site.config.ts";

const founder = { en: "Founder", mr: "संस्थापक", hi: "फ़ाउंडर" };

const real: SiteConfig = {
  ...siteConfig,
  email: "hello@marigold.in",
  phone: "+91 91234 56789",
  origin: "https://www.marigold.in",
  social: {
    instagram: "https://www.instagram.com/marigold.digital",
    linkedin: "https://www.linkedin.com/company/marigold-digital",
    facebook: "https://www.facebook.com/marigold.digital",
  },
  founders: [
    { name: "Asha Rao", role: founder, photo: "portraits/founder-1" },
    { name: "Kiran Shah", role: founder, photo: "portraits/founder-2" },
  ],
  projects: [
    {
      name: "Sai Sweets",
      url: "https://saisweets.in/",
      summary: { en: "Online orders", mr: "ऑनलाइन ऑर्डर", hi: "ऑनलाइन ऑर्डर" },
    },
  ],
  business: {
    legalName: "Marigold Digital Services LLP",
    address: {
      street: "Office 4, Sai Plaza, Baner Road",
      locality: "Baner",
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411045",
    },
    googleBusinessProfile: "https://maps.app.goo.gl/AbCdEf123",
  },
  commitments: { replyWorkingDays: 1, websiteWeeks: 2, noticeDays: 30 },
  quoteForm: { transport: "http-endpoint", url: "https://forms.marigold.in/quote" },
  privacy: {
    noticeVersion: "2026-11-23",
    leadRetentionMonths: 24,
    spamRetentionDays: 30,
    visitEventDays: 30,
    requestReplyDays: 30,
    hostingProvider: {
      en: "Pune Cloud Pvt. Ltd. (servers in Mumbai, India)",
      mr: "Pune Cloud Pvt. Ltd. (सर्व्हर मुंबई, भारत येथे)",
      hi: "Pune Cloud Pvt. Ltd. (सर्वर मुंबई, भारत में)",
    },
    emailProvider: "Deccan Mail Pvt. Ltd.",
    grievanceOfficer: { name: "Asha Rao", email: "privacy@marigold.in" },
  },
};
const noContentSamples = { testimonials: [], gallery: [] };

describe("remainingSamples", () => {
  it("lists every sample the shipped site has, by file and entry", () => {
    const lines = describeSamples(remainingSamples(siteConfig)).join("\n");
    for (const entry of [
      'app/site/site.config.ts:\n    email "hello@example.com"',
      'phone "+91 98765 43210"',
      'origin "https://www.example.com"',
      "social.instagram",
      'founders[0] "Aarav Mehta"',
      'founders[1] "Diya Kulkarni"',
      'projects[4] "Nestwell Interiors"',
      "business ",
      "commitments",
      "privacy (notice date, retention, providers, grievance officer)",
      'app/content/testimonials.ts:\n    testimonial "Rajesh Iyer"\n    testimonial "Dr. Meera Nair"',
      'app/content/gallery.ts:\n    gallery "gallery/gallery-1"',
    ]) {
      expect(lines).toContain(entry);
    }
  });

  it("is empty once every entry is the agency's own", () => {
    expect(remainingSamples(real, noContentSamples)).toEqual([]);
  });

  it("counts the privacy notice as a sample while its officer's email is a sample one", () => {
    const sampleOfficer: SiteConfig = {
      ...real,
      privacy: {
        ...real.privacy,
        grievanceOfficer: { name: "Asha Rao", email: "privacy@example.com" },
      },
    };
    expect(remainingSamples(sampleOfficer, noContentSamples)).toEqual([
      {
        file: "app/site/site.config.ts",
        entry: "privacy (notice date, retention, providers, grievance officer)",
      },
    ]);
  });

  it("still names one entry left marked as a sample", () => {
    const oneLeft: SiteConfig = {
      ...real,
      founders: [real.founders[0], { ...real.founders[1], sample: true }],
    };
    expect(remainingSamples(oneLeft, noContentSamples)).toEqual([
      { file: "app/site/site.config.ts", entry: 'founders[1] "Kiran Shah"' },
    ]);
  });

  it("lists an article published in English first, with the languages it is not in yet", () => {
    const lines = describeSamples(
      remainingSamples(real, {
        ...noContentSamples,
        untranslated: [{ file: "content/blog/bakery.md", missing: ["mr", "hi"] }],
      }),
    );
    expect(lines).toEqual(["content/blog/bakery.md:", "    English only, not yet in mr, hi"]);
  });

  it("lists no article while every one is translated (the shipped site)", () => {
    expect(describeSamples(remainingSamples(siteConfig)).join("\n")).not.toContain("content/blog");
  });
});
