import { describe, expect, it } from "vitest";

import { clearDraft, loadDraft, saveDraft } from "./draft-store.ts";
import { mailtoLink, whatsappLink } from "./fallback-links.ts";
import { EMPTY_QUOTE, MAX_LENGTH, normalizeQuote, type Quote } from "#app/site/quote-fields.ts";

const quote: Quote = {
  name: "Arjun & Sons",
  email: "arjun@example.in",
  whatsapp: "+91 90000 12345",
  service: "Facebook / Instagram Ads",
  message: "Ads for our Navratri sale?\nBudget ₹20,000.",
};

describe("normalizeQuote", () => {
  it("trims every answer and caps its length", () => {
    const messy = { ...quote, name: "  Arjun  ", message: `  ${"x".repeat(3000)}  ` };
    const clean = normalizeQuote(messy);
    expect(clean.name).toBe("Arjun");
    expect(clean.message).toHaveLength(MAX_LENGTH.message);
  });
});

describe("fallback links", () => {
  it("prefills a WhatsApp chat with the whole quote, safely encoded", () => {
    const link = new URL(whatsappLink("919876543210", quote));
    expect(link.origin + link.pathname).toBe("https://wa.me/919876543210");
    const text = link.searchParams.get("text")!;
    for (const answer of Object.values(quote)) expect(text).toContain(answer);
  });

  it("puts the same text in an email to the agency", () => {
    const link = mailtoLink("hello@agency.in", quote);
    expect(link.startsWith("mailto:hello@agency.in?subject=")).toBe(true);
    const body = decodeURIComponent(link.split("&body=")[1]!);
    expect(body).toContain("Budget ₹20,000.");
    expect(decodeURIComponent(link)).toContain("Quote request: Facebook / Instagram Ads");
  });
});

describe("draft store", () => {
  it("keeps a draft across loads and forgets it when cleared", () => {
    saveDraft(quote, localStorage);
    expect(loadDraft(localStorage)).toEqual(quote);
    clearDraft(localStorage);
    expect(loadDraft(localStorage)).toBeNull();
  });

  it("ignores corrupt or empty drafts", () => {
    localStorage.setItem("quote-draft:v1", "{not json");
    expect(loadDraft(localStorage)).toBeNull();
    saveDraft(EMPTY_QUOTE, localStorage);
    expect(localStorage.getItem("quote-draft:v1")).toBeNull();
  });
});
