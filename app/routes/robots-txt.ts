import { absoluteUrl } from "~/lib/seo";

/** robots.txt: everything may be crawled; names the sitemap. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /404",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
