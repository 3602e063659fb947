/** The landing page's sections in page order (spec §2), as the table of contents lists them. */
export const landingSections = [
  { id: "hero", title: "Welcome" },
  { id: "features", title: "What We Offer" },
  { id: "features2", title: "Our One Time Services" },
  { id: "testimonials", title: "Testimonials" },
  { id: "projects", title: "Our Works" },
  { id: "blogs", title: "Blogs" },
  { id: "aboutus", title: "About Us" },
  { id: "contact", title: "Get a Quote" },
] as const;
