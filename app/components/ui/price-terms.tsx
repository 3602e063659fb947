import { GST_NOTE } from "#app/content/pricing.ts";

import { cn } from "./cn.ts";

/** The terms every price list states once: fixed prices, and whether GST is included. */
export function PriceTerms({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm text-ink-600", className)}>
      Fixed prices in Indian rupees for the work each service describes. {GST_NOTE}
    </p>
  );
}
