import type { NavItem } from "#app/content/nav-items.ts";

import { cn } from "#app/components/ui/cn.ts";
import { SectionLink } from "#app/components/ui/section-link.tsx";

type NavSectionLinkProps = {
  item: NavItem;
  active: boolean;
  className?: string;
  onPick?: () => void;
};

/** One navigation entry; the entry of the section in view is highlighted and marked current. */
export function NavSectionLink({ item, active, className, onPick }: NavSectionLinkProps) {
  return (
    <SectionLink
      sectionId={item.url.slice(1)}
      aria-current={active ? "location" : undefined}
      onClick={onPick}
      className={cn(
        "rounded-full font-semibold transition-colors",
        active ? "bg-brand-100 text-brand-800" : "text-ink-700 hover:bg-ink-100 hover:text-ink-950",
        className,
      )}
    >
      {item.title()}
    </SectionLink>
  );
}
