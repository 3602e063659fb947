import { useMatches } from "react-router";

/** A route asks for the wide layout (articles, with their three columns) in its `handle`. */
export type RouteHandle = { wideLayout?: true };

/** The container class for the bar and footer, so they line up with the page's content. */
export function usePageContainer(): string {
  const wide = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.wideLayout);
  return wide ? "container-wide" : "container-page";
}
