import { describe, expect, it } from "vitest";

import { inboxUrl, leadLanguageLabel, leadLinks, telUrl, whatsappUrl } from "./lead-links.ts";
import { sampleLead } from "./notify.test-helpers.ts";

// Ananya Iyer (+91 98765 43210) asking about Website Creation, lead 0b6f9a52-….
const lead = sampleLead();

describe("lead links", () => {
  it("link to the lead in the inbox", () => {
    expect(inboxUrl("https://www.example.in", lead)).toBe(
      "https://www.example.in/admin/leads/0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
    );
    expect(inboxUrl("https://www.example.in/", lead)).toBe(
      "https://www.example.in/admin/leads/0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
    );
  });

  it("open WhatsApp on the visitor's number with a greeting naming them and the service", () => {
    const url = new URL(whatsappUrl(lead, "Marigold Digital"));
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(
      "Hello Ananya Iyer, thank you for your enquiry about Website Creation with Marigold Digital.",
    );
  });

  it("call the visitor", () => {
    expect(telUrl({ whatsapp: "98765 43210" })).toBe("tel:+919876543210");
  });

  it("keep a name with URL characters inside the text parameter", () => {
    const url = new URL(whatsappUrl({ ...lead, name: "A&B #1 ?x=y" }, "Marigold Digital"));
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toContain("Hello A&B #1 ?x=y,");
  });

  it("come together for a lead", () => {
    expect(leadLinks(lead, "https://www.example.in", "Marigold Digital")).toEqual({
      inboxUrl: "https://www.example.in/admin/leads/0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
      whatsappUrl: whatsappUrl(lead, "Marigold Digital"),
      telUrl: "tel:+919876543210",
    });
  });
});

describe("a lead's language", () => {
  it("greets on WhatsApp in the language of the page the quote came from", () => {
    const text = (language: string) =>
      new URL(
        leadLinks(sampleLead({ language }), "https://www.example.in", "Marigold Digital")
          .whatsappUrl,
      ).searchParams.get("text");
    expect(text("mr")).toBe(
      "नमस्कार Ananya Iyer, Marigold Digital कडे Website Creation बद्दल चौकशी केल्याबद्दल धन्यवाद.",
    );
    expect(text("hi")).toBe(
      "नमस्ते Ananya Iyer जी, Marigold Digital से Website Creation के बारे में पूछताछ करने के लिए धन्यवाद।",
    );
    expect(text("en")).toMatch(/^Hello Ananya Iyer,/);
    // A value the site does not speak (never stored: the server checks it) is English.
    expect(text("fr")).toMatch(/^Hello Ananya Iyer,/);
  });

  it("is named for the owner when it is not English", () => {
    expect(leadLanguageLabel({ language: "mr" })).toBe("Marathi (मराठी)");
    expect(leadLanguageLabel({ language: "hi" })).toBe("Hindi (हिन्दी)");
    expect(leadLanguageLabel({ language: "en" })).toBeNull();
    expect(leadLanguageLabel({})).toBeNull();
  });
});
