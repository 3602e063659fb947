export type NavItem = {
  id: string;
  title: string;
  /** Landing-page anchor, such as "#features". */
  url: `#${string}`;
  /** Shown only in the mobile menu (desktop has the Contact button instead). */
  onlyMobile?: boolean;
};

export const navItems: readonly NavItem[] = [
  { id: "features", title: "What we offer", url: "#features" },
  { id: "features2", title: "Other services", url: "#features2" },
  { id: "testimonials", title: "Testimonials", url: "#testimonials" },
  { id: "blogs", title: "Blogs", url: "#blogs" },
  { id: "aboutus", title: "About Us", url: "#aboutus" },
  { id: "contact", title: "Contact", url: "#contact", onlyMobile: true },
];

export const contactNavItem = navItems.find((item) => item.id === "contact")!;
