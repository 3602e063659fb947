import { contactChannels } from "#app/content/contact-channels.ts";
import { m } from "#app/paraglide/messages.js";

import { Glyph } from "#app/ui/glyph.tsx";
import { cn } from "#app/ui/cn.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { SampleLabel } from "#app/ui/sample-label.tsx";

/** The contact block: WhatsApp, email and the three socials, each a labelled link. */
export function ContactChannelList({
  tone = "light",
  className,
}: {
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-1", className)}>
      {contactChannels.map((channel) => {
        const content = (
          <>
            <span
              className={cn(
                "grid size-5 shrink-0 place-items-center rounded-full",
                tone === "dark" ? "bg-white/10 text-accent-300" : "bg-brand-50 text-brand-700",
              )}
            >
              <Glyph name={channel.id} />
            </span>
            <span className="min-w-0">
              <span
                className={cn(
                  "block text-xs font-semibold",
                  tone === "dark" ? "text-brand-200" : "text-ink-500",
                )}
              >
                {channel.title()}
              </span>
              <span
                className={cn(
                  "block font-bold [overflow-wrap:anywhere]",
                  tone === "dark" ? "text-white" : "text-ink-950",
                )}
              >
                {channel.detail}
                {channel.sample && <SampleLabel className="ml-1 align-middle" />}
              </span>
            </span>
          </>
        );
        const linkClass = cn(
          "flex items-center gap-1.5 rounded-lg p-1 transition-colors",
          tone === "dark" ? "hover:bg-white/10" : "hover:bg-brand-50",
        );
        return (
          <li key={channel.id}>
            {channel.external ? (
              <ExternalLink
                href={channel.url}
                className={linkClass}
                aria-label={m.home_channel_link_label({
                  title: channel.title(),
                  detail: channel.detail,
                })}
              >
                {content}
              </ExternalLink>
            ) : (
              <a href={channel.url} className={linkClass}>
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
