import { absoluteUrl } from "#app/lib/seo.ts";
import { NOT_FOUND_PATH, sitePages } from "#app/pages/site-pages.ts";
import { adminPages } from "#app/pages/admin-pages.ts";

/** robots.txt: every page may be crawled, the server's own addresses not; names the sitemap. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${NOT_FOUND_PATH}`,
    `Disallow: ${sitePages.leadsApi.path}`,
    `Disallow: ${adminPages.adminInbox.path}`,
    "",
    `Sitemap: ${absoluteUrl(sitePages.sitemap.path)}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
