import { index, route, type RouteConfig } from "@react-router/dev/routes";

import { listArticleSlugs } from "./blog/article-files";

// The spec's route table (§2). Each article is a static route of its own (no route
// parameters), all served by one module; the list comes from content/blog/*.md, so adding
// an article is adding a file (docs/decisions/006-article-routes.md).
export default [
  index("routes/home.tsx"),
  route("features", "routes/features.tsx"),
  route("one-time", "routes/one-time.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("blogs", "routes/blogs.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("contact", "routes/contact.tsx"),
  route("services", "routes/services.tsx"),
  route("contents", "routes/contents.tsx"),
  route("allblogs", "routes/allblogs.tsx"),
  ...listArticleSlugs().map((slug) =>
    route(`blogs/${slug}`, "routes/article.tsx", { id: `routes/article/${slug}` }),
  ),
  // Files for search engines, feed readers and browsers, prerendered like the pages.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("rss.xml", "routes/rss-xml.ts"),
  route("manifest.webmanifest", "routes/manifest-webmanifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
