// @vitest-environment node
import { describe, expect, it } from "vitest";

import { cardSvg, wrap } from "./social-images.ts";

describe("wrap", () => {
  it("breaks a title into lines of at most the width, never splitting a word", () => {
    expect(wrap("Digital Marketing for Interior Designers", 17)).toEqual([
      "Digital Marketing",
      "for Interior",
      "Designers",
    ]);
  });
});

describe("cardSvg", () => {
  it("escapes the title, eyebrow and footer so any text renders as text", () => {
    const svg = cardSvg({ eyebrow: "R&D", title: "Tips <for> you", footer: 'A "B" & C' });
    expect(svg).toContain("R&amp;D");
    expect(svg).toContain("Tips &lt;for&gt; you");
    expect(svg).toContain("A &quot;B&quot; &amp; C");
  });
});
