import { contactChannels } from "#app/content/contact-channels.ts";
import { m } from "#app/paraglide/messages.js";
import { siteConfig, telUrl } from "#app/site.config.ts";

import { ChannelIcon } from "#app/components/ui/channel-icon.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";

const whatsapp = contactChannels.find((channel) => channel.id === "whatsapp")!;
const button =
  "flex min-h-6 flex-1 items-center justify-center gap-1 rounded-full px-2 font-semibold shadow-card";

/**
 * Phones only (below md): Call and WhatsApp one tap away, the way most Indian visitors make
 * contact. Fixed to the bottom; the page ends above it and it hides while the menu is open
 * (app/styles/design.css). A labelled landmark, so screen readers announce it and can skip it.
 */
export function ContactBar() {
  return (
    <aside
      data-contact-bar
      aria-label={m.site_contact_bar()}
      className="fixed inset-x-0 bottom-0 z-30 flex h-contact-bar items-center gap-1.5 border-t border-ink-200 bg-white/95 px-2 backdrop-blur md:hidden"
    >
      <a
        href={telUrl}
        className={`${button} bg-white text-ink-950 ring-1 ring-ink-200`}
        aria-label={m.site_contact_bar_call_label({ phone: siteConfig.phone })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
            fill="currentColor"
          />
        </svg>
        {m.site_contact_bar_call()}
      </a>
      <ExternalLink
        href={whatsapp.url}
        className={`${button} bg-accent-400 text-ink-950`}
        aria-label={m.site_contact_bar_whatsapp_label({ phone: siteConfig.phone })}
      >
        <ChannelIcon id="whatsapp" />
        WhatsApp
      </ExternalLink>
    </aside>
  );
}
