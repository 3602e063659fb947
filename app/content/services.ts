import { NOTICE, WEBSITE_DELIVERY } from "./commitments.ts";
import type { Billing } from "./pricing.ts";

export type ServiceCard = {
  id: string;
  title: string;
  text: string;
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

/** What We Offer (#features): the three main offers. */
export const mainOffers: readonly ServiceCard[] = [
  {
    id: "social-media-marketing",
    iconUrl: "/images/icons/services/social-media-marketing.svg",
    backgroundUrl: "/images/backgrounds/offer-dark.svg",
    title: "Social Media Marketing",
    text: `Each month: 12 planned posts, 4 reels and stories on Instagram and Facebook, written and designed for your audience, and a report on reach and enquiries. Stop with ${NOTICE}.`,
    price: 6000,
    billing: "monthly",
  },
  {
    id: "data-driven-strategies",
    iconUrl: "/images/icons/services/data-driven-strategies.svg",
    backgroundUrl: "/images/backgrounds/offer-accent.svg",
    title: "Data Driven Strategies",
    text: "We study your market, competitors and numbers, then set the goals, channels and budget that bring customers, and adjust every month using real results. Quoted after a free first call.",
    billing: "monthly",
  },
  {
    id: "website-development",
    iconUrl: "/images/icons/services/website-development.svg",
    backgroundUrl: "/images/backgrounds/offer-light.svg",
    title: "Website Development",
    text: `Your website looked after and improved each month: hosting, backups and security updates, new pages and offers, speed and search fixes. Stop with ${NOTICE}.`,
    price: 5000,
    billing: "monthly",
    light: true,
  },
];

/** Our One Time Services (#features2): fixed-price, single deliveries. */
export const oneTimeServices: readonly ServiceCard[] = [
  {
    id: "professional-website",
    iconUrl: "/images/icons/services/professional-website.svg",
    title: "Professional Website",
    text: `A new website of up to five pages, designed around your brand, with contact forms, WhatsApp chat, maps and basic SEO, ready ${WEBSITE_DELIVERY} after your text and photos are in. Yours to keep; domain and hosting are billed at cost.`,
    price: 6000,
    billing: "one-time",
  },
  {
    id: "logo-design",
    iconUrl: "/images/icons/services/logo-design.svg",
    imageName: "services/logo-design",
    title: "Logo Design",
    text: "Three original logo concepts, two rounds of changes, and final files for print, signboards and social media.",
    price: 800,
    billing: "one-time",
  },
  {
    id: "shorts-reels",
    iconUrl: "/images/icons/services/shorts-reels.svg",
    imageName: "services/shorts-reels",
    title: "Shorts / Reels",
    text: "A scroll-stopping vertical video with captions, music and your branding, made for Instagram Reels and YouTube Shorts.",
    price: 1200,
    billing: "one-time",
  },
  {
    id: "poster-design",
    iconUrl: "/images/icons/services/poster-design.svg",
    imageName: "services/poster-design",
    title: "Poster Design",
    text: "A poster for an offer, launch or festival, sized for print, WhatsApp status and Instagram in one go.",
    price: 1000,
    billing: "one-time",
  },
  {
    id: "video-editing",
    iconUrl: "/images/icons/services/video-editing.svg",
    title: "Video Editing",
    text: "Your raw footage cut into a polished video with titles, colour correction, music and subtitles.",
    price: 2500,
    billing: "one-time",
  },
  {
    id: "banner-standee-design",
    iconUrl: "/images/icons/services/banner-standee-design.svg",
    title: "Banner / Standee Design",
    text: "Print-ready banners and roll-up standees for shops, events and exhibitions, with sizes checked against your printer.",
    price: 1500,
    billing: "one-time",
  },
];
