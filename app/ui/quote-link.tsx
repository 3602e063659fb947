import { m } from "#app/paraglide/messages.js";

import { cn } from "./cn.ts";
import { SectionLink } from "./section-link.tsx";
import { StrokeIcon } from "./stroke-icon.tsx";

/** The "Get a Quote" link every service card carries, to the contact form. */
export function QuoteLink({
  service,
  tone = "dark",
}: {
  service: string;
  tone?: "dark" | "light";
}) {
  return (
    <SectionLink
      sectionId="contact"
      aria-label={m.services_get_a_quote_for({ service })}
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full font-bold whitespace-nowrap underline-offset-4 hover:underline",
        tone === "light" ? "text-white" : "text-brand-700",
      )}
    >
      {m.services_get_a_quote()}
      <StrokeIcon name="arrow-right" />
    </SectionLink>
  );
}
