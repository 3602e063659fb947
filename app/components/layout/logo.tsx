import { siteConfig } from "#app/site/site.config.ts";

import { cn } from "#app/ui/cn.ts";

/** The agency mark (a marigold spark in a violet tile) and its name. */
export function Logo({
  tone = "dark",
  className,
}: {
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="11" className="fill-brand-600" />
        <path
          d="M20 7l3.2 8.6L32 19l-8.8 3.4L20 31l-3.2-8.6L8 19l8.8-3.4z"
          className="fill-accent-300"
        />
        <circle cx="29.5" cy="10.5" r="2.5" className="fill-white" />
      </svg>
      <span
        className={cn(
          "font-display text-lg font-extrabold tracking-tight",
          tone === "dark" ? "text-ink-950" : "text-white",
        )}
      >
        {siteConfig.name}
      </span>
    </span>
  );
}
