import { useMatches } from "react-router";

import type { RouteHandle } from "#app/pages/route-handle.ts";

/** The container class for the bar and footer, so they line up with the page's content. */
export function usePageContainer(): string {
  const wide = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.wideLayout);
  return wide ? "container-wide" : "container-page";
}
