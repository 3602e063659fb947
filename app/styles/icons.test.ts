// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

const stylesheet = readFileSync(new URL("./icons.css", import.meta.url), "utf8");
const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");

const CELL = 48;
/** The sprite's drawings, in the order of their cells: id and where the cell starts. */
const cells = [
  ...sprite.matchAll(/<svg id="([\w-]+)" x="(\d+)" width="(\d+)" height="(\d+)"/g),
].map(([, id, x, width, height]) => ({
  id,
  x: Number(x),
  width: Number(width),
  height: Number(height),
}));
/** Each named icon class: its name, and the cell n of n / last its position shows. */
const positions = [
  ...stylesheet.matchAll(
    /@utility ((?:glyph|platform)-[\w-]+) \{\s*(?:mask|background)-position: calc\(100% \* (\d+) \/ (\d+)\) 0;/g,
  ),
].map(([, name, cell, last]) => ({ name, cell: Number(cell), last: Number(last) }));

describe("the icon sprite and the stylesheet that shows its cells", () => {
  it("lays every drawing in its own cell, one after another", () => {
    expect(cells.length).toBeGreaterThan(0);
    cells.forEach((cell, index) => {
      expect(cell, cell.id).toEqual({ id: cell.id, x: index * CELL, width: CELL, height: CELL });
    });
    expect(sprite).toContain(`viewBox="0 0 ${cells.length * CELL} ${CELL}"`);
  });

  it("shows, for every glyph and platform class, the drawing of the same name", () => {
    expect(positions.map((p) => p.name).sort()).toEqual(cells.map((c) => c.id).sort());
    for (const { name, cell, last } of positions) {
      expect(last, name).toBe(cells.length - 1);
      expect(cells[cell]?.id, name).toBe(name);
    }
  });

  it("stretches the sprite so that one cell fills the icon's box", () => {
    for (const utility of ["glyph", "platform-logo"]) {
      const body = stylesheet.match(new RegExp(`@utility ${utility} \\{([^}]*)`))?.[1] ?? "";
      expect(body, utility).toContain('url("./icons.svg")');
      expect(body, utility).toMatch(new RegExp(`-size: ${cells.length * 100}% 100%;`));
    }
  });
});
