import { visitorPhoneDigits } from "#app/lib/phone-number.ts";
import { siteConfig } from "#app/site/site.config.ts";

import type { Lead } from "#app/db/schema.server.ts";
import { sourceOf, sourceText } from "#app/site/lead-sources.ts";
import {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_LABELS,
  attributionText,
  type AttributionKey,
} from "#app/site/quote-fields.ts";
import { languageLabel, siteLanguage, type SiteLanguage } from "#app/site/site-languages.ts";

/*
 * The links that let the owner act on a lead in one tap: open it in the inbox, answer on
 * WhatsApp with a greeting already typed, or call. Pure, so the notifications and the inbox
 * page (issue 18) build them the same way.
 */

/** The fields the links are made from; the WhatsApp greeting is in the lead's language. */
export type LeadLinkFields = Pick<Lead, "id" | "name" | "service" | "whatsapp"> &
  Partial<Pick<Lead, "language">>;

export type LeadLinks = { inboxUrl: string; whatsappUrl: string; telUrl: string };

/** The lead's page in the owner's inbox. */
export function inboxUrl(origin: string, lead: Pick<Lead, "id">): string {
  return `${origin.replace(/\/+$/, "")}/admin/leads/${encodeURIComponent(lead.id)}`;
}

/** The visitor's number as wa.me and tel: want it (kept in lib: the CSV export writes it too). */
export { visitorPhoneDigits };

/** The greeting a WhatsApp reply starts with, in each language the site speaks. */
const WHATSAPP_GREETINGS: Record<
  SiteLanguage,
  (name: string, service: string, business: string) => string
> = {
  en: (name, service, business) =>
    `Hello ${name}, thank you for your enquiry about ${service} with ${business}.`,
  hi: (name, service, business) =>
    `नमस्ते ${name} जी, ${business} से ${service} के बारे में पूछताछ करने के लिए धन्यवाद।`,
  mr: (name, service, business) =>
    `नमस्कार ${name}, ${business} कडे ${service} बद्दल चौकशी केल्याबद्दल धन्यवाद.`,
};

/** The greeting the owner's WhatsApp reply starts with, in English unless asked otherwise. */
export function whatsappGreeting(
  lead: Pick<Lead, "name" | "service">,
  businessName: string = siteConfig.name,
  language: SiteLanguage = "en",
): string {
  return WHATSAPP_GREETINGS[language](lead.name, lead.service, businessName);
}

/** A click-to-chat link to the visitor's WhatsApp with the greeting filled in. */
export function whatsappUrl(
  lead: Pick<Lead, "name" | "service" | "whatsapp">,
  businessName: string = siteConfig.name,
  language: SiteLanguage = "en",
): string {
  const text = encodeURIComponent(whatsappGreeting(lead, businessName, language));
  return `https://wa.me/${visitorPhoneDigits(lead.whatsapp)}?text=${text}`;
}

/** A tap-to-call link to the visitor's number. */
export function telUrl(lead: Pick<Lead, "whatsapp">): string {
  return `tel:+${visitorPhoneDigits(lead.whatsapp)}`;
}

/** All three links of a lead; `origin` is where the site (and its inbox) is served. */
export function leadLinks(
  lead: LeadLinkFields,
  origin: string,
  businessName: string = siteConfig.name,
): LeadLinks {
  return {
    inboxUrl: inboxUrl(origin, lead),
    whatsappUrl: whatsappUrl(lead, businessName, siteLanguage(lead.language)),
    telUrl: telUrl(lead),
  };
}

/**
 * The language the lead wrote from, as the owner reads it ("Marathi (मराठी)"), when it is not
 * English: the notifications and the inbox's list name it then, so the owner answers in it.
 */
export function leadLanguageLabel(lead: Partial<Pick<Lead, "language">>): string | null {
  const language = siteLanguage(lead.language);
  return language === "en" ? null : languageLabel(language);
}

type Attributed = Pick<Lead, AttributionKey>;

/**
 * Where the visit came from, as the owner reads it in the email and on the lead's page (the
 * CSV's columns use the same words): its source as every page names it (app/site/lead-sources.ts),
 * then what was recorded; label and value, null where nothing was recorded.
 */
export const attributionFacts = (lead: Attributed): [label: string, value: string | null][] => [
  ["Source", sourceText(sourceOf(lead))],
  ...ATTRIBUTION_KEYS.map((key): [string, string | null] => [
    ATTRIBUTION_LABELS[key],
    attributionText(lead, key),
  ]),
];
