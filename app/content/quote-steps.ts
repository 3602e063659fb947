import { REPLY_TIME } from "./commitments.ts";

/** What happens after a quote request, shown beside the form. */
export const quoteSteps = [
  {
    title: "Tell us what you need",
    text: "A few lines about your business and the service you are after.",
  },
  {
    title: `We call you within ${REPLY_TIME}`,
    text: "A short call to understand your goals, customers and budget.",
  },
  {
    title: "Get a clear, fixed quote",
    text: "A plan with prices in rupees and dates. No long contract.",
  },
] as const;
