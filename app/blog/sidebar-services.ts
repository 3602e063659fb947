import { servicesIn } from "#app/site/service-lists.ts";

import { SIDEBAR_WORDS } from "./sidebar-words.ts";

/** Spec §3: the services the article sidebar lists, in order, in the page's language. */
export function sidebarServices(): string[] {
  return servicesIn("sidebar").flatMap((id) => SIDEBAR_WORDS[id]());
}
