import { afterEach, expect, it } from "vitest";

import { visitFields } from "#app/quote/visit-attribution.ts";

import { start } from "./visit.ts";

afterEach(() => sessionStorage.clear());

it("remembers the visit's first page and its utm tags for a quote sent later", () => {
  window.history.replaceState(null, "", "/blogs/restaurant?utm_source=newsletter");
  start();
  window.history.replaceState(null, "", "/contact");
  start();
  expect(visitFields()).toMatchObject({
    landing_page: "/blogs/restaurant?utm_source=newsletter",
    utm_source: "newsletter",
    page: "/contact",
  });
});
