import { describe, expect, it } from "vitest";

import { DEFAULT_REPLY_TEMPLATES, fillTemplate, replyLanguage } from "./reply-templates.ts";

describe("a reply's language", () => {
  it("is the language of the page the quote came from, unless the team chose another", () => {
    expect(replyLanguage("mr")).toBe("mr");
    expect(replyLanguage("hi", null)).toBe("hi");
    expect(replyLanguage("en")).toBe("en");
    expect(replyLanguage("mr", "en")).toBe("en");
    expect(replyLanguage("en", "hi")).toBe("hi");
    // A choice the inbox does not offer (an edited address) keeps the lead's own.
    expect(replyLanguage("mr", "fr")).toBe("mr");
    expect(replyLanguage("mr", "")).toBe("mr");
    // A stored value the site does not speak (none is: the server checks it) is English.
    expect(replyLanguage("xx")).toBe("en");
  });

  // The WhatsApp greeting in the same language: app/leads/notify/lead-links.test.ts.
  it("gives a Marathi lead the Marathi email by default", () => {
    const lead = { name: "Sunita", service: "Website Creation" };
    const language = replyLanguage("mr");
    const values = { name: lead.name, service: lead.service, agency: "Marigold Digital" };
    expect(fillTemplate(DEFAULT_REPLY_TEMPLATES[language].subject, values)).toBe(
      "Website Creation बद्दल तुमची चौकशी – Marigold Digital",
    );
    expect(fillTemplate(DEFAULT_REPLY_TEMPLATES[language].body, values)).toMatch(/^नमस्कार Sunita,/);
  });
});
