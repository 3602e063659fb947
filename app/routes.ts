import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table (§2). The ten /blogs/<slug> articles share one route module; the
// slugs come from content/blog/*.md (app/route-paths.ts prerenders each), so adding an
// article is adding a file and no page's JavaScript grows with it
// (docs/decisions/006-one-article-route.md).
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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
