// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, it } from "vitest";

import { THEME_COLOR } from "./theme-color.ts";

it("is the stylesheet's darkest brand colour, so the browser's bar matches the footer", () => {
  const css = readFileSync(join(import.meta.dirname, "..", "styles", "design.css"), "utf8");
  expect(/--color-brand-950:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]).toBe(THEME_COLOR);
});
