// @vitest-environment node
import { describe, expect, it } from "vitest";

import type { DailySummary, SummaryLead } from "#app/db/schema.server.ts";

import { summaryEmailMessage } from "./summary-email.server.ts";

const lead = (overrides: Partial<SummaryLead>): SummaryLead => ({
  id: "0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
  name: "Ananya Iyer",
  service: "Website Creation",
  createdAt: new Date("2026-11-26T10:00:00Z"),
  nextStep: null,
  nextStepAt: null,
  language: "en",
  ...overrides,
});

describe("the daily summary email", () => {
  it("names the language of a new lead's page when it is not English", () => {
    const email = summaryEmailMessage(
      {
        to: "owner@agency.in",
        day: "2026-11-27",
        newLeads: [
          lead({ name: "Sunita Patil", language: "mr" }),
          lead({ id: "1b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e", name: "Priya Sharma" }),
        ],
        dueToday: [],
        overdue: [],
      },
      { origin: "https://www.example.in", siteName: "Marigold Digital" },
    );
    expect(email.text).toContain(
      "- Sunita Patil: Website Creation, Marathi (मराठी), Thu 26 Nov 2026, 15:30 IST",
    );
    expect(email.text).toContain("- Priya Sharma: Website Creation, Thu 26 Nov 2026, 15:30 IST");
    expect(email.html).toContain(": Website Creation, Marathi (मराठी), Thu 26 Nov 2026");
  });

  describe("yesterday's visits", () => {
    const summary = (visits?: DailySummary["visits"]): DailySummary => ({
      to: "owner@agency.in",
      day: "2026-11-27",
      newLeads: [],
      dueToday: [],
      overdue: [],
      ...(visits && { visits }),
    });
    const site = { origin: "https://www.example.in", siteName: "Marigold Digital" };

    it("gives the visitors, the top source and the top entry page, escaped, after the leads", () => {
      const email = summaryEmailMessage(
        summary({
          day: "2026-11-26",
          visitors: 42,
          topSource: { name: "<b>news</b>", visits: 12 },
          topEntryPage: { page: "/mr/blogs/restaurant", visits: 1 },
        }),
        site,
      );
      expect(email.text).toContain(
        [
          "Visits yesterday, 2026-11-26",
          "- Visitors: 42",
          "- Top source: <b>news</b> (12 visits)",
          "- Top entry page: /mr/blogs/restaurant (1 visit)",
        ].join("\n"),
      );
      expect(email.text.indexOf("Visits yesterday")).toBeGreaterThan(email.text.indexOf("Overdue"));
      expect(email.html).toContain(
        '<h2 style="font-size:17px">Visits yesterday, 2026-11-26</h2>\n<ul><li>Visitors: 42</li>' +
          "<li>Top source: &lt;b&gt;news&lt;/b&gt; (12 visits)</li>" +
          "<li>Top entry page: /mr/blogs/restaurant (1 visit)</li></ul>",
      );
      expect(email.html).not.toContain("<b>news");
      // The subject holds counts of leads only.
      expect(email.subject).toBe(
        "Marigold Digital inbox, 2026-11-27: 0 new leads, 0 due today, 0 overdue",
      );
    });

    it("says plainly that none was counted, and nothing before the site counts any", () => {
      const none = summaryEmailMessage(summary({ day: "2026-11-26", visitors: 0 }), site);
      expect(none.text).toContain("Visits yesterday, 2026-11-26\n- No visits counted yesterday\n");
      expect(none.html).toContain("<p>No visits counted yesterday.</p>");
      expect(none.text).not.toContain("Visitors: 0");
      const notYet = summaryEmailMessage(summary(), site);
      expect(notYet.text).not.toMatch(/visits/i);
      expect(notYet.html).not.toMatch(/visits/i);
    });
  });
});
