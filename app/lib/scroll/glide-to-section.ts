import { FULL_LAYOUT } from "../behaviour-markers.ts";

import { glideTo, scrollTargetOf } from "./glide.ts";

/**
 * Glides to a landing section, then puts its id in the URL and moves keyboard focus
 * there, as a native in-page link would.
 */
export async function glideToSection(id: string): Promise<void> {
  const section = document.getElementById(id);
  if (!section) return;
  // Sections still skipped by content-visibility have estimated heights: lay them out now.
  document.documentElement.setAttribute(FULL_LAYOUT, "");
  await glideTo(() => scrollTargetOf(section));
  window.history.replaceState(window.history.state, "", `#${id}`);
  if (!section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1");
  section.focus({ preventScroll: true });
}
