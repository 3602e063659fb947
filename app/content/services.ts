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
  /** Price in Indian rupees; absent when the service is priced per project. */
  price?: number;
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
    text: "A month of planned posts, reels and stories on Instagram and Facebook, written and designed for your audience, with a monthly report on reach and enquiries.",
    price: 6000,
  },
  {
    id: "data-driven-strategies",
    iconUrl: "/images/icons/services/data-driven-strategies.svg",
    backgroundUrl: "/images/backgrounds/offer-accent.svg",
    title: "Data Driven Strategies",
    text: "We study your market, competitors and numbers, then set the goals, channels and budget that bring customers, and adjust every month using real results.",
  },
  {
    id: "website-development",
    iconUrl: "/images/icons/services/website-development.svg",
    backgroundUrl: "/images/backgrounds/offer-light.svg",
    title: "Website Development",
    text: "A fast, mobile-first website with clear calls to action, WhatsApp and enquiry forms, Google Business Profile setup and search basics done right.",
    price: 5000,
    light: true,
  },
];

/** Our One Time Services (#features2): fixed-price, single deliveries. */
export const oneTimeServices: readonly ServiceCard[] = [
  {
    id: "professional-website",
    iconUrl: "/images/icons/services/professional-website.svg",
    title: "Professional Website",
    text: "Up to five pages, designed around your brand, with contact forms, WhatsApp chat, maps and basic SEO, ready in two weeks.",
    price: 6000,
  },
  {
    id: "logo-design",
    iconUrl: "/images/icons/services/logo-design.svg",
    imageName: "services/logo-design",
    title: "Logo Design",
    text: "Three original logo concepts, two rounds of changes, and final files for print, signboards and social media.",
    price: 800,
  },
  {
    id: "shorts-reels",
    iconUrl: "/images/icons/services/shorts-reels.svg",
    imageName: "services/shorts-reels",
    title: "Shorts / Reels",
    text: "A scroll-stopping vertical video with captions, music and your branding, made for Instagram Reels and YouTube Shorts.",
    price: 1200,
  },
  {
    id: "poster-design",
    iconUrl: "/images/icons/services/poster-design.svg",
    imageName: "services/poster-design",
    title: "Poster Design",
    text: "A poster for an offer, launch or festival, sized for print, WhatsApp status and Instagram in one go.",
    price: 1000,
  },
  {
    id: "video-editing",
    iconUrl: "/images/icons/services/video-editing.svg",
    title: "Video Editing",
    text: "Your raw footage cut into a polished video with titles, colour correction, music and subtitles.",
    price: 2500,
  },
  {
    id: "banner-standee-design",
    iconUrl: "/images/icons/services/banner-standee-design.svg",
    title: "Banner / Standee Design",
    text: "Print-ready banners and roll-up standees for shops, events and exhibitions, with sizes checked against your printer.",
    price: 1500,
  },
];
