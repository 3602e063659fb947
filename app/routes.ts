import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table (§2). The articles share one route; every content/blog/<slug>.md is
// prerendered at /blogs/<slug> (app/route-paths.ts), so adding an article is adding a file
// and makes no page heavier (docs/decisions/007-one-article-route.md).
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
  route("blogs/:slug", "routes/article.tsx"),
  // Files for search engines, feed readers and browsers, prerendered like the pages.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("rss.xml", "routes/rss-xml.ts"),
  route("manifest.webmanifest", "routes/manifest-webmanifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
