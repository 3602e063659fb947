import * as z from "zod/mini";

import { m } from "#app/paraglide/messages.js";
import { getLocale, type Locale } from "#app/paraglide/runtime.js";

import {
  byField,
  DIRECTION_CONTROL,
  MAX_LENGTH,
  QUOTE_FIELD_FACTS,
  type Quote,
  type QuoteField,
} from "#app/site/quote-fields.ts";
import { FORM_SERVICES } from "#app/site/service-lists.ts";

/*
 * The one set of rules for a quote, used by the browser form (loaded when the visitor sends,
 * so it adds nothing to the page's first load) and by the server, which is the authority.
 * zod/mini keeps the browser's share small. Each message says what to type, in the page's
 * language: a page's build has its language fixed, so the browser names none; the server,
 * which answers pages in every language, names the one the quote came from.
 */

/** The language of the rules' messages: one of the site's ("en", "mr", "hi"). */
export type QuoteLocale = Locale;

/** Control characters (a line break in a name, a NUL byte) are refused, not cleaned. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** The message may have line breaks and tabs, but no other control characters. */
const CONTROL_IN_TEXT = /[\p{Cc}\u2028\u2029](?<![\n\r\t])/u;

/** Builds the rules with every message in one language. */
function buildSchema(locale: QuoteLocale) {
  const say = { locale };
  const text = (field: QuoteField, empty: string, control: RegExp, controlMessage: string) =>
    z.string().check(
      z.trim(),
      // First, so that its message is the one shown: the characters are unseen, and another
      // rule's message would leave the visitor looking for a mistake they cannot see.
      z.refine((value) => !DIRECTION_CONTROL.test(value), m.quote_error_direction({}, say)),
      z.minLength(1, empty),
      z.maxLength(MAX_LENGTH[field], m.quote_error_too_long({ max: MAX_LENGTH[field] }, say)),
      z.refine((value) => !control.test(value), controlMessage),
    );

  /** The rules the spec's answers have beyond a line of text, each saying what to type. */
  const rules: Partial<Record<QuoteField, z.ZodMiniType<string, unknown>>> = {
    name: text(
      "name",
      m.quote_error_name_empty({}, say),
      CONTROL,
      m.quote_error_name_control({}, say),
    ).check(z.refine((value) => /\p{L}/u.test(value), m.quote_error_name_letters({}, say))),
    email: text(
      "email",
      m.quote_error_email_empty({}, say),
      CONTROL,
      m.quote_error_email_control({}, say),
    ).check(z.email(m.quote_error_email_invalid({}, say))),
    whatsapp: text(
      "whatsapp",
      m.quote_error_whatsapp_empty({}, say),
      CONTROL,
      m.quote_error_whatsapp_characters({}, say),
    ).check(
      z.regex(/^[\d\s+()-]+$/, m.quote_error_whatsapp_characters({}, say)),
      z.refine(
        (value) => (value.match(/\d/g)?.length ?? 0) >= 7,
        m.quote_error_whatsapp_short({}, say),
      ),
    ),
    service: z.enum(FORM_SERVICES, m.quote_error_service({}, say)),
    message: text(
      "message",
      m.quote_error_message_empty({}, say),
      CONTROL_IN_TEXT,
      m.quote_error_message_control({}, say),
    ),
  };

  // Every answer of the contract (app/site/quote-fields.ts) is checked: one added there without
  // a rule here is required text of one line, or of several in a textarea.
  return z.object(
    byField(
      (field) =>
        rules[field] ??
        (QUOTE_FIELD_FACTS[field].input === "textarea"
          ? text(
              field,
              m.quote_error_required({}, say),
              CONTROL_IN_TEXT,
              m.quote_error_control({}, say),
            )
          : text(field, m.quote_error_required({}, say), CONTROL, m.quote_error_control({}, say))),
    ),
  );
}

const schemas = new Map<QuoteLocale, ReturnType<typeof buildSchema>>();

/**
 * The rules, their messages in `locale`; without one, in the current language (the page's, in
 * the browser). Built once per language.
 */
export function quoteSchema(locale: QuoteLocale = getLocale()) {
  let schema = schemas.get(locale);
  if (!schema) {
    schema = buildSchema(locale);
    schemas.set(locale, schema);
  }
  return schema;
}

export type QuoteErrors = Partial<Record<QuoteField, string>>;

export type QuoteCheck = { ok: true; quote: Quote } | { ok: false; errors: QuoteErrors };

/**
 * The quote, trimmed, or the first problem with each field that has one, said in `locale`
 * (the server names the quote's language; the browser names none and gets the page's).
 */
export function checkQuote(input: Record<QuoteField, unknown>, locale?: QuoteLocale): QuoteCheck {
  const result = quoteSchema(locale).safeParse(input);
  if (result.success) return { ok: true, quote: result.data };
  const errors: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
