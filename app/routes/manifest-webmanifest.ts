import { manifestResponse } from "#app/lib/web-manifest.ts";
import { siteConfig } from "#app/site/site.config.ts";

/** The web app manifest: name, colours and icons for "Add to Home screen". */
export function loader() {
  return manifestResponse({
    name: siteConfig.name,
    short_name: siteConfig.name.split(" ")[0] ?? siteConfig.name,
    // One manifest for the whole site, installed from any language: English, as start_url.
    description: siteConfig.tagline.en,
    start_url: "/",
    display: "standalone",
  });
}
