import { formatPrice } from "~/lib/format-price";

import { cn } from "./cn";

/** A price in rupees with its small label ("Starting at ₹6,000"). */
export function Price({ amount, className }: { amount: number; className?: string }) {
  return (
    <p className={cn("flex flex-col", className)}>
      <span className="text-xs font-semibold tracking-wide uppercase opacity-80">Starting at</span>
      <span className="font-display text-2xl leading-tight font-extrabold">
        {formatPrice(amount)}
      </span>
    </p>
  );
}
