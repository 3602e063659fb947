import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { VISITS } from "#app/lib/behaviour-markers.ts";

import { rememberVisit, VISIT_GAP_MS, visitFields } from "#app/quote/visit-attribution.ts";

import { dropListenersAfterEach } from "./listeners.test-helpers.ts";
import { start } from "./visit.ts";

dropListenersAfterEach();

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

describe("counting the page view", () => {
  let sent: URLSearchParams[];
  let endpoints: string[];
  beforeEach(() => {
    sent = [];
    endpoints = [];
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, data: URLSearchParams) => {
        endpoints.push(url);
        sent.push(data);
        return true;
      },
    });
    // A phone: a coarse pointer on a 360 × 800 screen.
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      value: (query: string) => ({ matches: query.includes("coarse") }),
    });
    Object.defineProperty(screen, "width", { configurable: true, value: 360 });
    Object.defineProperty(screen, "height", { configurable: true, value: 800 });
    document.documentElement.setAttribute(VISITS, "/api/visits");
  });
  afterEach(() => {
    document.documentElement.removeAttribute(VISITS);
    Object.defineProperty(navigator, "doNotTrack", { configurable: true, value: null });
  });

  it("sends the page, the visit's start and source host, its utm tags and the device, and nothing more", () => {
    Object.defineProperty(document, "referrer", {
      configurable: true,
      value: "https://l.instagram.com/some/path?fbclid=123",
    });
    window.history.replaceState(null, "", "/mr/?utm_source=instagram&utm_campaign=diwali&email=x");
    start();
    window.history.replaceState(null, "", "/mr/services");
    start();
    expect(endpoints).toEqual(["/api/visits", "/api/visits"]);
    expect(sent.map((fields) => Object.fromEntries(fields))).toEqual([
      { p: "/mr/", d: "phone", v: "1", r: "l.instagram.com", s: "instagram", c: "diwali" },
      { p: "/mr/services", d: "phone", r: "l.instagram.com", s: "instagram", c: "diwali" },
    ]);
    Object.defineProperty(document, "referrer", { configurable: true, value: "" });
  });

  it("counts a page restored from the back/forward cache as a page view of the visit", () => {
    window.history.replaceState(null, "", "/contact");
    start();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(sent.map((fields) => fields.get("v"))).toEqual(["1", null]);
  });

  it("sends nothing on a static host, or from a browser that asks not to be tracked", () => {
    window.history.replaceState(null, "", "/contact");
    document.documentElement.removeAttribute(VISITS);
    start();
    document.documentElement.setAttribute(VISITS, "/api/visits");
    Object.defineProperty(navigator, "doNotTrack", { configurable: true, value: "1" });
    start();
    expect(sent).toEqual([]);
    // The visit is remembered all the same, for a quote sent later.
    expect(visitFields()).toMatchObject({ landing_page: "/contact" });
  });
});
