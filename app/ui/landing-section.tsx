import type { ReactNode } from "react";

import { cn } from "./cn.ts";

export type HeadingLevel = "h1" | "h2";

type LandingSectionProps = {
  /** The anchor id (spec §2 landing page anchors). */
  id: string;
  className?: string;
  children: ReactNode;
};

/** A landing-page section: an anchor target labelled by its heading (id `<id>-title`). */
export function LandingSection({ id, className, children }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("py-8 md:py-10", className)}>
      <div className="container-page">{children}</div>
    </section>
  );
}

/** The level of headings inside a section whose own heading is at `level`. */
export const childHeading = (level: HeadingLevel) => (level === "h1" ? "h2" : "h3");
