import type { NavItem } from "#app/content/nav-items.ts";

import { cn } from "#app/ui/cn.ts";
import { SectionLink } from "#app/ui/section-link.tsx";

type NavSectionLinkProps = {
  item: NavItem;
  className?: string;
};

/**
 * One navigation entry. On the home page the entry of the section in view is marked current
 * (aria-current="location", set by app/browser/section-nav.ts), which also highlights it.
 */
export function NavSectionLink({ item, className }: NavSectionLinkProps) {
  return (
    <SectionLink
      sectionId={item.url.slice(1)}
      className={cn(
        "rounded-full font-semibold text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950",
        "aria-[current=location]:bg-brand-100 aria-[current=location]:text-brand-800",
        className,
      )}
    >
      {item.title()}
    </SectionLink>
  );
}
