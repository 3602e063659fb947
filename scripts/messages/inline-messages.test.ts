// @vitest-environment node
import { describe, expect, it } from "vitest";

import { inlineMessages, messageTexts } from "./inline-messages.ts";

describe("a page's messages, inlined at build", () => {
  const texts = new Map([
    ["menu", "मेनू"],
    ["quote", 'Say "hello"'],
    ["call", "{phone} वर फोन करा"],
  ]);

  it("writes a message without placeholders as its text, quotes escaped", () => {
    expect(inlineMessages("<b aria-label={m.menu()}>{m.quote()}</b>", texts)).toBe(
      '<b aria-label={"मेनू"}>{"Say \\"hello\\""}</b>',
    );
  });

  it("leaves calls with placeholders, references, unknown keys and other objects alone", () => {
    const code = "m.call({ phone }); const t = m.menu; m.nope(); am.menu(); x.menu();";
    expect(inlineMessages(code, texts)).toBeNull();
  });

  it("reads every area's texts of a language", () => {
    const english = messageTexts("en");
    const marathi = messageTexts("mr");
    expect(english.get("skip_to_content")).toBe("Skip to main content");
    expect(marathi.size).toBe(english.size);
  });
});
