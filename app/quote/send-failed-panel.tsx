import { buttonStyles } from "#app/ui/button-styles.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { m } from "#app/paraglide/messages.js";
import { siteConfig, whatsappNumber } from "#app/site/site.config.ts";

import { mailtoLink, whatsappLink } from "./fallback-links.ts";
import type { Quote } from "#app/site/quote-fields.ts";

/**
 * After a failed send: the quote is still in the form, and two other ways to send it. `reason`:
 * what the server said, when it said why (how long to wait).
 */
export function SendFailedPanel({ quote, reason }: { quote: Quote; reason?: string }) {
  return (
    <div className="rounded-xl bg-coral-400/10 p-2 ring-1 ring-coral-400/40">
      <p className="font-display font-bold text-ink-950">{m.quote_failed_title()}</p>
      <p className="mt-0.5 text-ink-700">
        {reason ? m.quote_details_kept({ reason }) : m.quote_failed_text()}
      </p>
      <div className="mt-1.5 flex flex-wrap gap-1">
        <ExternalLink
          href={whatsappLink(whatsappNumber, quote)}
          className={buttonStyles({ size: "sm" })}
        >
          {m.quote_failed_whatsapp()}
        </ExternalLink>
        <a
          href={mailtoLink(siteConfig.email, quote)}
          className={buttonStyles({ variant: "outline", size: "sm" })}
        >
          {m.quote_failed_email()}
        </a>
      </div>
    </div>
  );
}
