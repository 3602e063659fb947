import {
  ATTRIBUTION_FIELDS,
  LANGUAGE_FIELD,
  NOTICE_FIELD,
  UTM_KEYS,
} from "#app/site/quote-fields.ts";

/**
 * A posted form's text answers by name, read in one pass (the Node server has already limited
 * the body to 40 fields, server/request-body.ts). A file or a repeated field is no answer to a
 * question: its name maps to undefined.
 */
export function textAnswers(form: FormData): Record<string, string | undefined> {
  const answers = new Map<string, string | undefined>();
  for (const [key, value] of form) {
    answers.set(key, answers.has(key) || typeof value !== "string" ? undefined : value);
  }
  return Object.fromEntries(answers);
}

/** What a quote carries besides its answers, kept when it is shown again to be resent. */
export const CARRIED_FIELDS: readonly string[] = [
  ...Object.values(ATTRIBUTION_FIELDS),
  ...UTM_KEYS,
  NOTICE_FIELD,
  LANGUAGE_FIELD,
];

/** The carried fields present in the answers, each at most 2,048 characters (as attribution keeps). */
export function carriedAnswers(
  answers: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    CARRIED_FIELDS.flatMap((name) => {
      const value = answers[name];
      return typeof value === "string" && value.length <= 2048 ? [[name, value]] : [];
    }),
  );
}
