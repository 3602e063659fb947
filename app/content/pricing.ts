import { m } from "#app/paraglide/messages.js";
import { siteConfig } from "#app/site/site.config.ts";

/** How a price is paid: the label beside every price. Stable and English in every language. */
export type Billing = "monthly" | "one-time";

/** "per month", "one-time": the label beside a price, in the build's language. */
export function billingLabel(billing: Billing): string {
  return billing === "monthly" ? m.services_billing_monthly() : m.services_billing_one_time();
}

const { gstIncluded, gstRatePercent } = siteConfig.pricing;

/** The GST note shown once beside each list of prices, in the build's language. */
export function gstNote(): string {
  const rate = String(gstRatePercent);
  return gstIncluded ? m.services_gst_included({ rate }) : m.services_gst_excluded({ rate });
}
