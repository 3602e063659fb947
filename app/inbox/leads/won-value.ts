import { z } from "zod";

import { formatPrice } from "#app/lib/format-price.ts";

/*
 * What a won lead's work is worth, as the team types it on the lead's page: whole rupees, in
 * digits, grouped or not ("120000", "1,20,000", "₹ 1,20,000"); empty for "not known yet".
 * Browser-safe, so the field's hint and the server's check say the same; the server is the
 * one that checks (the action parses every send with `parseWonValue`).
 */

/** ₹10 crore: a small agency's single piece of work is far below it; a typo's extra zeros are not. */
export const WON_VALUE_MAX = 100_000_000;

/** A rupee sign, then digits grouped by commas or spaces as people write them. */
const RUPEES = /^(?:₹|rs\.?|inr)?\s*(\d[\d,\s]*)$/i;

const NOT_DIGITS = "Write the value in rupees, in digits: like 120000 or 1,20,000.";

const wonValueText = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === "") return null;
    const fail = (message: string) => {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (/^(?:₹|rs\.?|inr)?\s*-/i.test(text)) return fail("The value cannot be below zero.");
    if (/[.]\d*$/.test(text) && RUPEES.test(text.replace(/[.]\d*$/, ""))) {
      return fail("Whole rupees only, without paise: like 1,20,000.");
    }
    const digits = RUPEES.exec(text)?.[1]?.replace(/[,\s]/g, "");
    if (!digits) return fail(NOT_DIGITS);
    const rupees = Number(digits);
    if (rupees > WON_VALUE_MAX) {
      return fail(`That is more than ${formatPrice(WON_VALUE_MAX)}: check the zeros.`);
    }
    return rupees;
  });

export type WonValueParse = { ok: true; value: number | null } | { ok: false; error: string };

/** A form's won value: rupees, null when left empty, or what is wrong with it. */
export function parseWonValue(input: unknown): WonValueParse {
  const parsed = wonValueText.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  // A send without the field (not a string) fails zod's own check: its message is for developers.
  const issue = parsed.error.issues[0];
  return { ok: false, error: issue?.code === "custom" ? issue.message : NOT_DIGITS };
}
