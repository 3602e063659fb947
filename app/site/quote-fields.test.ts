import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { dedupeKeyOf } from "#app/leads/capture.server.ts";
import { sampleQuote } from "#app/leads/notify/notify.test-helpers.ts";

import {
  dedupeAnswers,
  EMPTY_QUOTE,
  FIELD_LABELS,
  googleFormNames,
  MAX_LENGTH,
  QUOTE_FIELDS,
  type Quote,
} from "./quote-fields.ts";

/** The shared sample, its email typed with capitals: the key takes it lower-cased. */
const quote: Quote = { ...sampleQuote, email: "Ananya@Example.IN" };

describe("the quote's contract", () => {
  it("keeps the duplicate key of every stored lead (decisions 012 and 018)", () => {
    // The key as the leads stored so far were given it: the five answers in the form's order,
    // the email lower-cased, as JSON, hashed. A field added to the contract stays out of it.
    const stored = createHash("sha256")
      .update(
        JSON.stringify([
          "Ananya Iyer",
          "ananya@example.in",
          "+91 98765 43210",
          "Website Creation",
          "A website for our bakery in Kothrud.",
        ]),
      )
      .digest("hex");
    expect(dedupeKeyOf(quote)).toBe(stored);
    expect(dedupeAnswers(quote)).toHaveLength(5);
  });

  it("names each answer's Google Form question from the site's entry ids", () => {
    const names = googleFormNames({ name: "11", whatsapp: "22", service: "33", message: "44" });
    expect(names).toEqual({
      name: "entry.11",
      email: "emailAddress",
      whatsapp: "entry.22",
      service: "entry.33",
      message: "entry.44",
    });
  });

  it("derives the form's order, its empty quote, its bounds and its labels from one table", () => {
    expect(QUOTE_FIELDS).toEqual(["name", "email", "whatsapp", "service", "message"]);
    expect(EMPTY_QUOTE).toEqual({ name: "", email: "", whatsapp: "", service: "", message: "" });
    expect(MAX_LENGTH).toEqual({ name: 80, email: 254, whatsapp: 20, service: 60, message: 2000 });
    expect(Object.values(FIELD_LABELS)).toEqual([
      "Name",
      "Email",
      "WhatsApp",
      "Service",
      "Message",
    ]);
  });
});
