// @vitest-environment node
import { describe, expect, it } from "vitest";

import { inlineMessages, messageSources } from "./inline-messages.ts";

describe("a page's messages, inlined at build", () => {
  it("writes each language's messages as their text or their own small function", async () => {
    const marathi = await messageSources("mr");
    expect(inlineMessages("<b aria-label={m.menu()}>x</b>", marathi)).toBe(
      '<b aria-label={"मेनू"}>x</b>',
    );
    const call = inlineMessages("m.nav_home({ name })", marathi)!;
    expect(call).toBe("((i) => `${i?.name} मुख्यपृष्ठ`)({ name })");
    // The expression really is the message: evaluated, it says what Paraglide's function says.
    const home = (0, eval)(marathi.get("nav_home")!.expression) as (i: object) => string;
    expect(home({ name: "Marigold" })).toBe("Marigold मुख्यपृष्ठ");
    expect(inlineMessages("const t = m.menu;", marathi)).toBe("const t = (() => `मेनू`);");
  });

  it("leaves unknown keys and other objects' members alone", async () => {
    const english = await messageSources("en");
    expect(inlineMessages("m.nope(); am.menu(); x.m.menu(); x.menu();", english)).toBeNull();
  });

  it("escapes what a text holds", async () => {
    const english = await messageSources("en");
    for (const [, { expression, literal }] of english) {
      const text = (0, eval)(`${expression}`) as (i?: object) => string;
      if (literal) expect(JSON.parse(literal)).toBe(text());
    }
  });
});
