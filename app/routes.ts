import { index, route, type RouteConfig } from "@react-router/dev/routes";

import { listArticleSlugs } from "./blog/article-files";

// The spec's route table (§2). Article routes come from content/blog/*.md, so adding an
// article is adding a file; each is a static path, not a route parameter.
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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
