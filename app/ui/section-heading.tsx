import type { ReactNode } from "react";

import { cn } from "./cn.ts";

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
  /** Landing sections use h2; a single-section route promotes its section's heading to h1. */
  as?: "h1" | "h2";
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
  as: Heading = "h2",
}: SectionHeadingProps) {
  return (
    <div className={cn("mb-5 max-w-2xl md:mb-6", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cn(
            "mb-1 text-xs font-bold tracking-eyebrow uppercase",
            tone === "dark" ? "text-accent-300" : "text-brand-600",
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn("text-2xl font-extrabold sm:text-3xl", tone === "dark" && "text-white")}
      >
        {title}
      </Heading>
      {intro && (
        <p className={cn("mt-2 text-base", tone === "dark" ? "text-brand-100" : "text-ink-600")}>
          {intro}
        </p>
      )}
    </div>
  );
}
