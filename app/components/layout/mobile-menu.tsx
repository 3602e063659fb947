import { useId } from "react";

import { navItems } from "#app/content/nav-items.ts";
import { m } from "#app/paraglide/messages.js";

import { cn } from "#app/ui/cn.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { NavSectionLink } from "./nav-section-link.tsx";
import { MENU_OVERLAY, PHONE_MENU, marker } from "#app/lib/behaviour-markers.ts";

/**
 * The navigation below the md breakpoint: a toggle button and a panel 5rem from the top,
 * rendered closed. app/browser/phone-menu.ts opens and closes it (the button's aria-expanded,
 * the panel's and the overlay's `hidden`); the icon follows aria-expanded in CSS.
 *
 * Without JavaScript the button could open nothing, so it stays invisible until the page's
 * script has run (`data-hydrated`), keeping its place so that nothing moves when it shows; the
 * footer's site map stands in for it.
 */
export function MobileMenu() {
  const panelId = useId();
  return (
    <div className="md:hidden [html:not([data-hydrated])_&]:invisible" {...marker(PHONE_MENU)}>
      <button
        type="button"
        aria-label={m.menu()}
        aria-expanded={false}
        aria-controls={panelId}
        className="group grid size-6 place-items-center rounded-full text-ink-900 hover:bg-ink-100"
      >
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" className="group-aria-expanded:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-aria-expanded:inline" />
        </svg>
      </button>
      <div
        aria-hidden="true"
        hidden
        {...marker(MENU_OVERLAY)}
        className="fixed inset-x-0 top-nav bottom-0 bg-ink-950/40"
      />
      <div
        id={panelId}
        hidden
        className={cn(
          "fixed inset-x-0 top-nav max-h-[calc(100dvh-var(--spacing-nav))] overflow-y-auto overscroll-contain",
          "border-t border-ink-200 bg-white px-2 pt-1 pb-3 shadow-lift",
        )}
      >
        <ul className="flex flex-col gap-0.5">
          {navItems.map((item) => (
            <li key={item.id}>
              <NavSectionLink item={item} className="block px-2 py-1.5 text-base" />
            </li>
          ))}
        </ul>
        <LanguageSwitcher
          className="mt-1 gap-1 border-t border-ink-200 pt-1"
          linkClassName="block rounded-full px-2 py-1.5 text-base font-semibold text-ink-700 hover:bg-ink-100"
        />
      </div>
    </div>
  );
}
