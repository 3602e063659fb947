import { contactChannels } from "#app/content/contact-channels.ts";
import { m } from "#app/paraglide/messages.js";
import { siteConfig, telUrl } from "#app/site/site.config.ts";

import { Glyph } from "#app/ui/glyph.tsx";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { CONTACT_BAR, marker } from "#app/lib/behaviour-markers.ts";

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
      {...marker(CONTACT_BAR)}
      aria-label={m.site_contact_bar()}
      className="fixed inset-x-0 bottom-0 z-30 flex h-contact-bar items-center gap-1.5 border-t border-ink-200 bg-white/95 px-2 backdrop-blur md:hidden"
    >
      <a
        href={telUrl}
        className={`${button} bg-white text-ink-950 ring-1 ring-ink-200`}
        aria-label={m.site_contact_bar_call_label({ phone: siteConfig.phone })}
      >
        <Glyph name="phone" />
        {m.site_contact_bar_call()}
      </a>
      <ExternalLink
        href={whatsapp.url}
        className={`${button} bg-accent-400 text-ink-950`}
        aria-label={m.site_contact_bar_whatsapp_label({ phone: siteConfig.phone })}
      >
        <Glyph name="whatsapp" />
        WhatsApp
      </ExternalLink>
    </aside>
  );
}
