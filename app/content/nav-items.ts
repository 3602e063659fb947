import { m } from "#app/paraglide/messages.js";

export type NavItem = {
  id: string;
  /** The entry's words, in the page's language (a message of messages/site/). */
  title: () => string;
  /** Landing-page anchor, such as "#features". */
  url: `#${string}`;
  /** Shown only in the mobile menu (desktop has the Contact button instead). */
  onlyMobile?: boolean;
};

export const navItems: readonly NavItem[] = [
  { id: "features", title: m.site_nav_features, url: "#features" },
  { id: "features2", title: m.site_nav_features2, url: "#features2" },
  { id: "testimonials", title: m.site_nav_testimonials, url: "#testimonials" },
  { id: "blogs", title: m.site_nav_blogs, url: "#blogs" },
  { id: "aboutus", title: m.site_nav_aboutus, url: "#aboutus" },
  { id: "contact", title: m.site_nav_contact, url: "#contact", onlyMobile: true },
];

export const contactNavItem = navItems.find((item) => item.id === "contact")!;
