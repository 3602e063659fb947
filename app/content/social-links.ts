import { siteConfig } from "#app/site/site.config.ts";

export type SocialLink = {
  id: "instagram" | "linkedin" | "facebook";
  title: string;
  url: string;
};

export const socialLinks: readonly SocialLink[] = [
  { id: "instagram", title: "Instagram", url: siteConfig.social.instagram },
  { id: "linkedin", title: "LinkedIn", url: siteConfig.social.linkedin },
  { id: "facebook", title: "Facebook", url: siteConfig.social.facebook },
];
