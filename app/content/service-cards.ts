import { countInLanguage } from "#app/lib/count-in-words.ts";
import { m } from "#app/paraglide/messages.js";
import { siteConfig, type Commitments } from "#app/site/site.config.ts";

import type { ServiceIn } from "#app/site/service-lists.ts";

import type { Billing } from "./pricing.ts";

export type ServiceCard = {
  /** Stable and English in every language: the list's key, never shown. */
  id: string;
  /**
   * What a visitor reads, in the build's language. A getter: each read calls the service's
   * message (messages/services/), so the text is made at render time, not when the module loads.
   */
  readonly title: string;
  /** The description, in the build's language (a getter, like `title`). */
  readonly text: string;
  /** Duotone icon in public/images/icons/services/<id>.svg. */
  iconUrl: string;
  /** Card background artwork (main offers). */
  backgroundUrl?: string;
  /** Artwork revealed on hover and keyboard focus (artwork/services/<id>.svg). */
  imageName?: "services/logo-design" | "services/shorts-reels" | "services/poster-design";
  /** A fixed price in Indian rupees for what `text` describes; absent when quoted per project. */
  price?: number;
  /** How the price is paid. */
  billing: Billing;
  /** The light colour variant of a main offer card. */
  light?: boolean;
};

type ServiceFields = Omit<ServiceCard, "id" | "title" | "text"> & {
  title: () => string;
  text: () => string;
};

/** A service whose `title` and `text` call their messages whenever they are read. */
function service(id: CardId, { title, text, ...fields }: ServiceFields): ServiceCard {
  return {
    id,
    ...fields,
    get title() {
      return title();
    },
    get text() {
      return text();
    },
  };
}

// The promises the services' texts make, from the agency's configured commitments
// (siteConfig.commitments), written in the build's language.
const { websiteWeeks, noticeDays }: Commitments = siteConfig.commitments;

/** "30 days' notice", or "no notice" when the agency asks for none. */
export function noticePhrase(): string {
  return noticeDays === 0
    ? m.services_notice_none()
    : m.services_notice_days({ days: String(noticeDays) });
}

/** "two weeks": English writes the count in words, Marathi and Hindi in digits. */
export function websiteDeliveryPhrase(): string {
  return websiteWeeks === 1
    ? m.services_delivery_one_week()
    : m.services_delivery_weeks({ count: countInLanguage(websiteWeeks) });
}

/** The services shown as cards, by id (app/site/service-catalogue.ts says in which section). */
export type CardId = ServiceIn<"offers"> | ServiceIn<"one-time">;

/**
 * Each card's words, price and artwork, in the card sections' and the JSON-LD catalogue's
 * wording: the catalogue's services marked for them, no other (./services.ts lists them).
 */
export const SERVICE_CARDS: Record<CardId, ServiceCard> = {
  "social-media-marketing": service("social-media-marketing", {
    iconUrl: "/images/icons/services/social-media-marketing.svg",
    backgroundUrl: "/images/backgrounds/offer-dark.svg",
    title: m.services_social_media_marketing_title,
    text: () => m.services_social_media_marketing_text({ notice: noticePhrase() }),
    price: 6000,
    billing: "monthly",
  }),
  "data-driven-strategies": service("data-driven-strategies", {
    iconUrl: "/images/icons/services/data-driven-strategies.svg",
    backgroundUrl: "/images/backgrounds/offer-accent.svg",
    title: m.services_data_driven_strategies_title,
    text: m.services_data_driven_strategies_text,
    billing: "monthly",
  }),
  "website-development": service("website-development", {
    iconUrl: "/images/icons/services/website-development.svg",
    backgroundUrl: "/images/backgrounds/offer-light.svg",
    title: m.services_website_development_title,
    text: () => m.services_website_development_text({ notice: noticePhrase() }),
    price: 5000,
    billing: "monthly",
    light: true,
  }),
  "professional-website": service("professional-website", {
    iconUrl: "/images/icons/services/professional-website.svg",
    title: m.services_professional_website_title,
    text: () => m.services_professional_website_text({ delivery: websiteDeliveryPhrase() }),
    price: 6000,
    billing: "one-time",
  }),
  "logo-design": service("logo-design", {
    iconUrl: "/images/icons/services/logo-design.svg",
    imageName: "services/logo-design",
    title: m.services_logo_design_title,
    text: m.services_logo_design_text,
    price: 800,
    billing: "one-time",
  }),
  "shorts-reels": service("shorts-reels", {
    iconUrl: "/images/icons/services/shorts-reels.svg",
    imageName: "services/shorts-reels",
    title: m.services_shorts_reels_title,
    text: m.services_shorts_reels_text,
    price: 1200,
    billing: "one-time",
  }),
  "poster-design": service("poster-design", {
    iconUrl: "/images/icons/services/poster-design.svg",
    imageName: "services/poster-design",
    title: m.services_poster_design_title,
    text: m.services_poster_design_text,
    price: 1000,
    billing: "one-time",
  }),
  "video-editing": service("video-editing", {
    iconUrl: "/images/icons/services/video-editing.svg",
    title: m.services_video_editing_title,
    text: m.services_video_editing_text,
    price: 2500,
    billing: "one-time",
  }),
  "banner-standee-design": service("banner-standee-design", {
    iconUrl: "/images/icons/services/banner-standee-design.svg",
    title: m.services_banner_standee_design_title,
    text: m.services_banner_standee_design_text,
    price: 1500,
    billing: "one-time",
  }),
};
