import type { Business, SiteConfig } from "#app/site.config.ts";

/*
 * The privacy notice's facts, worked out from the site config it is given (never the global
 * one), so the page states what the config says and a test can change one and see the page follow.
 */

/** Someone who handles quote requests on the agency's behalf, and for what. */
export type Processor = { name: string; role: string };

const GOOGLE = "Google (Google Forms)";
const OUTSIDE_INDIA = "Google may store it on servers outside India.";

/**
 * The browsers' push services, which carry the inbox's phone alerts to the team's devices
 * (docs/decisions/024-phone-alerts.md): encrypted, and holding nothing of the visitor.
 */
const PUSH_SERVICES: Processor = {
  name: "The push services of our team's browsers (Google's Firebase Cloud Messaging for Chrome and Android, Mozilla's push service for Firefox, Apple's push service for Safari)",
  role: "carry an encrypted alert to our phones that a request has arrived. It says only which service you asked about, never your name, email, number or message, and they cannot read it.",
};

/** "1 month", "24 months". */
export const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

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
          name: privacy.hostingProvider,
          role: "hosts this website and the server that stores your request.",
        },
        {
          name: privacy.emailProvider,
          role: "delivers the email that tells us a new request has arrived.",
        },
        ...(privacy.webhookService
          ? [{ name: privacy.webhookService, role: "receives each request from our server." }]
          : []),
        PUSH_SERVICES,
        ...(quoteForm.forwardToGoogleForm
          ? [
              {
                name: GOOGLE,
                role: `keeps a copy of each request in our Google Form. ${OUTSIDE_INDIA}`,
              },
            ]
          : []),
      ];
    case "google-forms":
      return [
        { name: privacy.hostingProvider, role: "hosts this website." },
        {
          name: GOOGLE,
          role: `receives your request straight from the form and stores it for us. ${OUTSIDE_INDIA}`,
        },
      ];
    case "http-endpoint":
      return [
        { name: privacy.hostingProvider, role: "hosts this website." },
        {
          name: `The form service at ${new URL(quoteForm.url).host}`,
          role: "receives your request straight from the form and stores it for us.",
        },
      ];
  }
}
