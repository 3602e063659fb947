import { siteConfig } from "#app/site.config.ts";

/** How a price is paid: the label beside every price. */
export type Billing = "monthly" | "one-time";

export const BILLING_LABEL: Record<Billing, string> = {
  monthly: "per month",
  "one-time": "one-time",
};

const { gstIncluded, gstRatePercent } = siteConfig.pricing;

/** The GST note shown once beside each list of prices. */
export const GST_NOTE = gstIncluded
  ? `Prices include GST (${gstRatePercent}%).`
  : `Prices are before GST; ${gstRatePercent}% GST is added to every invoice.`;
