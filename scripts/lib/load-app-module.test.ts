// @vitest-environment node
import { afterEach, expect, it } from "vitest";

import { loadAppModule } from "./load-app-module.ts";

const saved = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = saved;
});

it("loads an app module with its ~/ imports", async () => {
  /** @type {typeof import("#app/site-pages.ts")} */
  const { articlePath } = await loadAppModule("app/site-pages.ts");
  expect(articlePath("law")).toBe("/blogs/law");
});

it("leaves NODE_ENV unset, so a production build started afterwards stays a production build", async () => {
  delete process.env.NODE_ENV;
  await loadAppModule("app/site-pages.ts");
  expect(process.env.NODE_ENV).toBeUndefined();
});
