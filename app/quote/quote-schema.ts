import * as z from "zod/mini";

import { MAX_LENGTH, SERVICE_OPTIONS, type Quote, type QuoteField } from "./quote-fields.ts";

/*
 * The one set of rules for a quote, used by the browser form (loaded when the visitor sends,
 * so it adds nothing to the page's first load) and by the server, which is the authority.
 * zod/mini keeps the browser's share small. Each message says what to type.
 */

/** Control characters (a line break in a name, a NUL byte) are refused, not cleaned. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** The message may have line breaks and tabs, but no other control characters. */
const CONTROL_IN_TEXT = /[\p{Cc}\u2028\u2029](?<![\n\r\t])/u;

const text = (field: QuoteField, empty: string, control: RegExp, controlMessage: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, empty),
    z.maxLength(MAX_LENGTH[field], `Please keep this under ${MAX_LENGTH[field]} characters.`),
    z.refine((value) => !control.test(value), controlMessage),
  );

export const quoteSchema = z.object({
  name: text(
    "name",
    "Please enter your name.",
    CONTROL,
    "Please write your name on one line, without special characters.",
  ).check(z.refine((value) => /\p{L}/u.test(value), "Please enter your name in letters.")),
  email: text(
    "email",
    "Please enter your email address.",
    CONTROL,
    "Please enter one email address, like name@example.in.",
  ).check(z.email("Please enter an email address like name@example.in.")),
  whatsapp: text(
    "whatsapp",
    "Please enter your WhatsApp number.",
    CONTROL,
    "Please enter digits, spaces and + ( ) - only.",
  ).check(
    z.regex(/^[\d\s+()-]+$/, "Please enter digits, spaces and + ( ) - only."),
    z.refine(
      (value) => (value.match(/\d/g)?.length ?? 0) >= 7,
      "Please enter the number with its country code, like +91 98765 43210.",
    ),
  ),
  service: z.enum(SERVICE_OPTIONS, "Please choose one of the services in the list."),
  message: text(
    "message",
    "Please tell us briefly what you need.",
    CONTROL_IN_TEXT,
    "Please remove special characters from the message.",
  ),
});

export type QuoteErrors = Partial<Record<QuoteField, string>>;

export type QuoteCheck = { ok: true; quote: Quote } | { ok: false; errors: QuoteErrors };

/** The quote, trimmed, or the first problem with each field that has one. */
export function checkQuote(input: Record<QuoteField, unknown>): QuoteCheck {
  const result = quoteSchema.safeParse(input);
  if (result.success) return { ok: true, quote: result.data };
  const errors: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
