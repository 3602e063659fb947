// @vitest-environment node
import { expect, it } from "vitest";

import { quoteOriginOf } from "./quote-origin.ts";

it("is the origin of the endpoint the configured transport posts to", () => {
  expect(
    quoteOriginOf({
      transport: "google-forms",
      formId: "abc",
      entryIds: { name: "1", whatsapp: "2", service: "3", message: "4" },
    }),
  ).toBe("https://docs.google.com");
  expect(quoteOriginOf({ transport: "http-endpoint", url: "https://formspree.io/f/xyz" })).toBe(
    "https://formspree.io",
  );
});

it("is empty when the form posts to the site itself", () => {
  expect(quoteOriginOf({ transport: "http-endpoint", url: "/api/leads" })).toBe("");
});
