import { blogEntries } from "#app/blog/articles.server.ts";
import {
  BLOG_TEASER_COUNT,
  BlogTeaserSection,
} from "#app/components/sections/blog-teaser-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";

import type { Route } from "./+types/blogs";

export function meta() {
  return pageMeta({
    ...sitePages.blogs,
    title: m.site_title_blogs(),
    description: m.blog_blogs_description(),
  });
}

export function loader() {
  return { teaser: blogEntries().slice(0, BLOG_TEASER_COUNT) };
}

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  return <BlogTeaserSection entries={loaderData.teaser} headingLevel="h1" />;
}
