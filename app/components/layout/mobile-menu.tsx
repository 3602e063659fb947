import { useEffect, useId, useRef, useState } from "react";

import { navItems } from "#app/content/nav-items.ts";
import { MD_BREAKPOINT_PX } from "#app/lib/constants.ts";
import { useScrollLock } from "#app/lib/scroll/use-scroll-lock.ts";
import { m } from "#app/paraglide/messages.js";

import { cn } from "#app/components/ui/cn.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { NavSectionLink } from "./nav-section-link.tsx";

/**
 * The navigation below the md breakpoint: a toggle button and a panel 5rem from the
 * top. Open, it locks page scroll and keeps keyboard focus inside; a pick, Escape or a
 * click outside closes it.
 */
const MENU_OPEN_ATTRIBUTE = "data-menu-open";

export function MobileMenu({ activeId }: { activeId: string | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open, panelRef);

  useEffect(() => {
    if (!open) return;
    // The phones' Call / WhatsApp bar steps aside while the menu is open (app/styles/design.css). An
    // attribute on the root, not a `body:has(…)` rule: that one made the browser recheck the
    // whole page on every change during hydration (home TBT 18 → 84–215 ms at 4× CPU).
    document.documentElement.setAttribute(MENU_OPEN_ATTRIBUTE, "");
    panelRef.current?.querySelector("a")?.focus();

    const closeAndRefocus = () => {
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeAndRefocus();
      if (event.key === "Tab") keepFocusInside(event);
    };
    const keepFocusInside = (event: KeyboardEvent) => {
      const stops = [buttonRef.current, ...(panelRef.current?.querySelectorAll("a") ?? [])];
      const first = stops[0];
      const last = stops.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    // On click rather than pointerdown: the browser moves focus on mousedown, and the
    // button must get it back afterwards.
    const onClickOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      closeAndRefocus();
    };
    const widthQuery = window.matchMedia(`(min-width: ${MD_BREAKPOINT_PX}px)`);
    const onWiden = () => widthQuery.matches && setOpen(false);

    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClickOutside);
    widthQuery.addEventListener("change", onWiden);
    return () => {
      document.documentElement.removeAttribute(MENU_OPEN_ATTRIBUTE);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClickOutside);
      widthQuery.removeEventListener("change", onWiden);
    };
  }, [open]);

  return (
    <div className="md:hidden static-page:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={m.menu()}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="grid size-6 place-items-center rounded-full text-ink-900 hover:bg-ink-100"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <div aria-hidden="true" className="fixed inset-x-0 top-nav bottom-0 bg-ink-950/40" />
      )}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={cn(
          "fixed inset-x-0 top-nav max-h-[calc(100dvh-var(--spacing-nav))] overflow-y-auto overscroll-contain",
          "border-t border-ink-200 bg-white px-2 pt-1 pb-3 shadow-lift",
        )}
      >
        <ul className="flex flex-col gap-0.5">
          {navItems.map((item) => (
            <li key={item.id}>
              <NavSectionLink
                item={item}
                active={item.id === activeId}
                onPick={() => setOpen(false)}
                className="block px-2 py-1.5 text-base"
              />
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
