/*
 * A phone number as a visitor typed it ("098765-43210", "+91 98765 43210"), in the one form
 * that wa.me, tel: links and the CSV export need. Here, below the features, because the
 * notifications (app/leads) and the inbox's export (app/inbox) both write it.
 */

/** India's country code, for numbers typed without one. */
const DEFAULT_COUNTRY_CODE = "91";

/**
 * The number's digits with the country code (what wa.me wants). Most visitors type an Indian
 * mobile number as its 10 digits, or with the trunk 0 in front; some dial abroad with 00 in
 * place of the +; any other number is taken to carry its country code already (the form asks
 * for it). No country code begins with 0, so a leading 00 is always that prefix.
 */
export function visitorPhoneDigits(typed: string): string {
  const digits = typed.replace(/\D/g, "").replace(/^00(?=[1-9])/, "");
  if (digits.length === 10) return DEFAULT_COUNTRY_CODE + digits;
  if (digits.length === 11 && digits.startsWith("0")) return DEFAULT_COUNTRY_CODE + digits.slice(1);
  return digits;
}

/** The international form (E.164): `+` and the digits, `+919876543210`. */
export const internationalNumber = (typed: string): string => `+${visitorPhoneDigits(typed)}`;
