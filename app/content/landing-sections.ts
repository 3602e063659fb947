/** The landing page's sections in page order (spec §2), as the table of contents lists them. */
export const landingSections = [
  { id: "hero", title: "Welcome", route: "/" },
  { id: "features", title: "What We Offer", route: "/features" },
  { id: "features2", title: "Our One Time Services", route: "/one-time" },
  { id: "testimonials", title: "Testimonials", route: "/testimonials" },
  { id: "projects", title: "Our Works", route: null },
  { id: "blogs", title: "Blogs", route: "/blogs" },
  { id: "aboutus", title: "About Us", route: "/about-us" },
  { id: "contact", title: "Get a Quote", route: "/contact" },
] as const;
