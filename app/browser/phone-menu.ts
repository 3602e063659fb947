import { MD_BREAKPOINT_PX } from "#app/lib/constants.ts";
import { MENU_OPEN, MENU_OVERLAY, PHONE_MENU, SECTION_LINK } from "#app/lib/behaviour-markers.ts";
import { lockScroll } from "#app/lib/scroll/scroll-lock.ts";

/**
 * The phone menu (app/components/layout/mobile-menu.tsx, rendered closed): its button opens and
 * closes the panel. Open, it locks page scroll, dims the page and keeps keyboard focus between
 * the button and the panel's links; Escape or a click outside closes it and gives focus back to
 * the button, a section link closes it, and so does widening the window past the breakpoint,
 * where the menu gives way to the full navigation.
 */
export function start(): void {
  const button = document.querySelector(`[${PHONE_MENU}] button`);
  const panel = document.getElementById(button?.getAttribute("aria-controls") ?? "");
  if (!(button instanceof HTMLElement) || !panel) return;
  const overlay = document.querySelector<HTMLElement>(`[${MENU_OVERLAY}]`);
  const root = document.documentElement;
  let unlock: (() => void) | undefined;

  const setOpen = (open: boolean) => {
    if (open === !!unlock) return;
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
    if (overlay) overlay.hidden = !open;
    // The phones' Call / WhatsApp bar steps aside while the menu is open (app/styles/design.css).
    root.toggleAttribute(MENU_OPEN, open);
    if (open) {
      unlock = lockScroll(panel);
      panel.querySelector("a")?.focus();
    } else {
      unlock?.();
      unlock = undefined;
    }
  };
  const closeAndRefocus = () => {
    setOpen(false);
    button.focus();
  };

  button.addEventListener("click", () => setOpen(!unlock));
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest(`a[${SECTION_LINK}]`)) setOpen(false);
  });
  // On click rather than pointerdown: the browser moves focus on mousedown, and the button must
  // get it back afterwards.
  document.addEventListener("click", (event) => {
    const target = event.target as Node;
    if (unlock && !panel.contains(target) && !button.contains(target)) closeAndRefocus();
  });
  document.addEventListener("keydown", (event) => {
    if (!unlock) return;
    if (event.key === "Escape") closeAndRefocus();
    if (event.key !== "Tab") return;
    const stops = [button, ...panel.querySelectorAll("a")];
    const [first, last] = [stops[0], stops.at(-1)];
    const wrapTo = event.shiftKey
      ? document.activeElement === first && last
      : document.activeElement === last && first;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  });
  const wide = window.matchMedia(`(min-width: ${MD_BREAKPOINT_PX}px)`);
  wide.addEventListener("change", () => wide.matches && setOpen(false));
}
