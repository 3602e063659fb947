// @vitest-environment node
import { describe, expect, it } from "vitest";

import type { SummaryLead } from "#app/db/schema.server.ts";

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
});
