import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

import { glideToSection } from "./glide-to-section.ts";

type ArrivalState = { section?: string } | null;

/**
 * Returns a function that brings the visitor to a landing-page section: a glide when
 * already on the home page, otherwise a navigation to "/" that glides on arrival.
 */
export function useGoToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === "/") void glideToSection(id);
      else void navigate("/", { state: { section: id } satisfies ArrivalState });
    },
    [navigate, pathname],
  );
}

/** On arrival at "/" from another page's section link, glide to the section asked for. */
export function useSectionArrival() {
  const location = useLocation();
  const section = (location.state as ArrivalState)?.section;
  useEffect(() => {
    if (location.pathname !== "/" || !section) return;
    const frame = requestAnimationFrame(() => void glideToSection(section));
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, section]);
}
