import { afterEach, expect, it } from "vitest";

import { rememberVisit, VISIT_GAP_MS, visitFields } from "#app/quote/visit-attribution.ts";

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

it("keeps a visit while pages follow within 30 minutes, and starts another after", () => {
  const at = (path: string) => new URL(path, window.location.origin) as unknown as Location;
  const t0 = Date.parse("2026-12-07T04:00:00Z");
  rememberVisit(at("/mr/blogs/restaurant?utm_source=instagram"), "https://l.instagram.com/", t0);
  rememberVisit(at("/mr/services"), "", t0 + VISIT_GAP_MS - 1);
  expect(visitFields(at("/mr/contact"))).toEqual({
    landing_page: "/mr/blogs/restaurant?utm_source=instagram",
    referrer: "https://l.instagram.com/",
    utm_source: "instagram",
    page: "/mr/contact",
  });
  // 30 minutes after the last page view, the next one starts a visit of its own.
  rememberVisit(at("/hi/"), "https://www.google.com/", t0 + 2 * VISIT_GAP_MS - 1);
  expect(visitFields(at("/hi/contact"))).toEqual({
    landing_page: "/hi/",
    referrer: "https://www.google.com/",
    page: "/hi/contact",
  });
});

it("starts a visit over a remembered one that has no time (kept before visits could end)", () => {
  sessionStorage.setItem("marigold:visit", JSON.stringify({ landing_page: "/old" }));
  window.history.replaceState(null, "", "/services");
  start();
  expect(visitFields()).toMatchObject({ landing_page: "/services" });
  // The time it keeps is never sent with a quote.
  expect(Object.keys(visitFields())).not.toContain("seen_at");
});
