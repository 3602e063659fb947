/**
 * The card of a form a person fills in before they are signed in (sign in, forgot password,
 * set a password): one box on its own in the middle of the page.
 */
export const SIGNED_OUT_FORM =
  "mt-3 grid gap-2 rounded-2xl bg-white p-3 shadow-card ring-1 ring-ink-200/70";
