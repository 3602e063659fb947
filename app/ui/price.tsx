import { billingLabel, type Billing } from "#app/content/pricing.ts";
import { formatPrice } from "#app/lib/format-price.ts";

import { cn } from "./cn.ts";

/** A fixed price in rupees with how it is paid ("₹6,000 per month"). */
export function Price({
  amount,
  billing,
  className,
}: {
  amount: number;
  billing: Billing;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-col", className)}>
      <span className="font-display text-2xl leading-tight font-extrabold">
        {formatPrice(amount)}
      </span>
      <span className="text-xs font-semibold tracking-wide uppercase opacity-80">
        {billingLabel(billing)}
      </span>
    </p>
  );
}
