import { describe, expect, it } from "vitest";

import { messagePreview, PREVIEW_CHARS } from "./message-preview.ts";

/** What the list reads of a message: its first PREVIEW_CHARS + 1 characters. */
const leftOf = (message: string, limit = PREVIEW_CHARS) =>
  [...message].slice(0, limit + 1).join("");

describe("messagePreview", () => {
  it("shows a short message whole, on one line", () => {
    expect(messagePreview("A website for our bakery.\n\nWe also   sell online.")).toBe(
      "A website for our bakery. We also sell online.",
    );
    expect(messagePreview("x".repeat(PREVIEW_CHARS))).toBe("x".repeat(PREVIEW_CHARS));
  });

  it("cuts a long one at the end of a word, with an ellipsis", () => {
    const message =
      "We run a sweet shop in Kothrud and need a website before Diwali, with WhatsApp ordering, " +
      "a menu with prices and photos of our sweets.";
    const preview = messagePreview(leftOf(message));
    expect(preview).toBe(
      "We run a sweet shop in Kothrud and need a website before Diwali, with WhatsApp ordering, a menu…",
    );
    expect([...preview].length).toBeLessThanOrEqual(PREVIEW_CHARS + 1);
    expect(message.startsWith(preview.slice(0, -1))).toBe(true);
  });

  it("drops a comma or a stop before the ellipsis", () => {
    expect(messagePreview("one two three, four five", 15)).toBe("one two three…");
  });

  it("cuts a word without spaces between whole letters", () => {
    // "नमस्ते" is 6 code points but 3 letters (न, म, स्ते): a cut at 4 would split स्ते.
    expect(messagePreview("नमस्तेनमस्ते", 4)).toBe("नम…");
    expect(messagePreview(`https://example.in/${"a".repeat(120)}`)).toBe(
      `https://example.in/${"a".repeat(PREVIEW_CHARS - 19)}…`,
    );
  });

  it("keeps an emoji whole", () => {
    expect(messagePreview("ab👍🏽cd", 3)).toBe("ab…");
    expect(messagePreview("ab👍🏽cd", 4)).toBe("ab👍🏽…");
  });
});
