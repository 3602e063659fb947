import { m } from "#app/paraglide/messages.js";
import { siteConfig, whatsappNumber } from "#app/site/site.config.ts";

import { isSampleEmail, isSamplePhone, isSampleUrl } from "./sample-values.ts";
import { socialLinks } from "./social-links.ts";

export type ContactChannel = {
  id: "whatsapp" | "email" | "instagram" | "linkedin" | "facebook";
  /** The channel's name in the build's language, read when shown. */
  title: () => string;
  /** What the link shows: the number, the address or the handle. */
  detail: string;
  url: string;
  external: boolean;
  /** Still the sample value the site ships with: labelled "Sample" until replaced. */
  sample: boolean;
};

const handleOf = (url: string) =>
  `@${new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? ""}`;

/** Every way to reach the agency besides the form (spec §1): WhatsApp, email and the socials. */
export const contactChannels: readonly ContactChannel[] = [
  {
    id: "whatsapp",
    title: () => "WhatsApp",
    detail: siteConfig.phone,
    url: `https://wa.me/${whatsappNumber}`,
    external: true,
    sample: isSamplePhone(siteConfig.phone),
  },
  {
    id: "email",
    title: m.home_channel_email,
    detail: siteConfig.email,
    url: `mailto:${siteConfig.email}`,
    external: false,
    sample: isSampleEmail(siteConfig.email),
  },
  ...socialLinks.map((link) => ({
    id: link.id,
    title: () => link.title,
    detail: handleOf(link.url),
    url: link.url,
    external: true,
    sample: isSampleUrl(link.url),
  })),
];
