import { afterEach, expect, it, vi } from "vitest";

import { start } from "./speculation.ts";

const RULES = '<script type="speculationrules">{"prerender":[]}</script>';

afterEach(() => {
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
});

/** A navigator whose connection says whether the visitor asked to save data. */
const stubSaveData = (saveData: boolean) =>
  vi.stubGlobal("navigator", { ...navigator, connection: { saveData } });

it("removes the page's Speculation Rules when the visitor asks to save data", () => {
  document.head.innerHTML = `${RULES}<script type="application/ld+json">{}</script>`;
  stubSaveData(true);
  start();
  expect(document.querySelector('script[type="speculationrules"]')).toBeNull();
  expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull();
});

it("keeps them otherwise, and where the browser does not say", () => {
  document.head.innerHTML = RULES;
  stubSaveData(false);
  start();
  expect(document.querySelector('script[type="speculationrules"]')).not.toBeNull();
  vi.unstubAllGlobals();
  start();
  expect(document.querySelector('script[type="speculationrules"]')).not.toBeNull();
});
