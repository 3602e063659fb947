import { cn } from "#app/ui/cn.ts";
import { STATUS_LABELS, type LeadStatus } from "#app/inbox/index.ts";
import { formatPrice } from "#app/lib/format-price.ts";

const tone: Record<LeadStatus, string> = {
  new: "bg-accent-300 text-ink-950",
  contacted: "bg-brand-100 text-brand-900",
  "quote-sent": "bg-brand-600 text-white",
  won: "bg-mint-100 text-ink-950",
  lost: "bg-ink-200 text-ink-800",
  spam: "bg-coral-400/20 text-ink-900",
};

/** A lead's status as a small badge; "New" stands out. A won lead's value follows "Won". */
export function LeadStatusBadge({
  status,
  wonValue = null,
}: {
  status: LeadStatus;
  wonValue?: number | null;
}) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-1 py-0.5 text-xs font-bold whitespace-nowrap",
        tone[status],
      )}
    >
      {STATUS_LABELS[status]}
      {status === "won" && wonValue !== null && ` · ${formatPrice(wonValue)}`}
    </span>
  );
}
