import { absoluteUrl } from "~/lib/seo";
import { NOT_FOUND_PATH, sitePages } from "~/site-pages";

/** robots.txt: everything may be crawled; names the sitemap. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${NOT_FOUND_PATH}`,
    "",
    `Sitemap: ${absoluteUrl(sitePages.sitemap.path)}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
