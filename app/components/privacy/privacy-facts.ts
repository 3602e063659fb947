import { localized } from "#app/lib/localized.ts";
import { m } from "#app/paraglide/messages.js";
import type { Business, SiteConfig } from "#app/site/site.config.ts";

/*
 * The privacy notice's facts, worked out from the site config it is given (never the global
 * one), so the page states what the config says and a test can change one and see the page follow.
 * The words are messages (messages/pages/), read when the notice renders, in the build's language.
 */

/** Someone who handles quote requests on the agency's behalf, and for what. */
export type Processor = { name: string; role: string };

const GOOGLE = "Google (Google Forms)";

/**
 * The browsers' push services, which carry the inbox's phone alerts to the team's devices
 * (docs/decisions/024-phone-alerts.md): encrypted, and holding nothing of the visitor.
 */
const pushServices = (): Processor => ({
  name: m.pages_privacy_processor_push_name(),
  role: m.pages_privacy_processor_push_role(),
});

type CountMessage = (inputs: { count: number }) => string;

/** "1 month", "24 months": the message for one or for more, with the count in Latin digits. */
export const countOf = (count: number, one: CountMessage, many: CountMessage) =>
  (count === 1 ? one : many)({ count });

/** The postal address on one line, as the footer writes it line by line. */
export function addressOf({ address }: Business): string {
  const { street, locality, city, postalCode, state } = address;
  return `${street}, ${locality}, ${city} ${postalCode}, ${state}, India`;
}

/** Whether the site's own server stores each request (the "inbox" transport). */
export const storedByOwnServer = (config: SiteConfig) => config.quoteForm.transport === "inbox";

/** Who receives or stores a quote request besides the agency, read from the config. */
export function processorsOf(config: SiteConfig): Processor[] {
  const { privacy, quoteForm } = config;
  switch (quoteForm.transport) {
    case "inbox":
      return [
        {
          name: localized(privacy.hostingProvider),
          role: m.pages_privacy_processor_hosts_and_stores(),
        },
        { name: privacy.emailProvider, role: m.pages_privacy_processor_email() },
        ...(privacy.webhookService
          ? [{ name: privacy.webhookService, role: m.pages_privacy_processor_webhook() }]
          : []),
        pushServices(),
        ...(quoteForm.forwardToGoogleForm
          ? [
              {
                name: GOOGLE,
                role: `${m.pages_privacy_processor_google_copy()} ${m.pages_privacy_processor_outside_india()}`,
              },
            ]
          : []),
      ];
    case "google-forms":
      return [
        { name: localized(privacy.hostingProvider), role: m.pages_privacy_processor_hosts() },
        {
          name: GOOGLE,
          role: `${m.pages_privacy_processor_receives_and_stores()} ${m.pages_privacy_processor_outside_india()}`,
        },
      ];
    case "http-endpoint":
      return [
        { name: localized(privacy.hostingProvider), role: m.pages_privacy_processor_hosts() },
        {
          name: m.pages_privacy_processor_form_service({ host: new URL(quoteForm.url).host }),
          role: m.pages_privacy_processor_receives_and_stores(),
        },
      ];
  }
}
