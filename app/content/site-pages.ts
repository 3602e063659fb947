/** Every page of the site except the articles, as the sitemap and link checks list them. */
export const SITE_PAGES = [
  "/",
  "/features",
  "/one-time",
  "/testimonials",
  "/blogs",
  "/about-us",
  "/contact",
  "/services",
  "/contents",
  "/allblogs",
] as const;
