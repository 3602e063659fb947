import { gstNote } from "#app/content/pricing.ts";
import { m } from "#app/paraglide/messages.js";

import { cn } from "./cn.ts";

/** The terms every price list states once: fixed prices, and whether GST is included. */
export function PriceTerms({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm text-ink-600", className)}>
      {m.services_price_terms()} {gstNote()}
    </p>
  );
}
