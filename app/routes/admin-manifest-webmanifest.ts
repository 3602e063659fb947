import { manifestResponse } from "#app/lib/web-manifest.ts";
import { siteConfig } from "#app/site/site.config.ts";

/**
 * The inbox's own web app manifest, so that it installs as an app of its own ("Add to Home
 * Screen", which iPhones need before they allow phone alerts) while the public site keeps
 * /manifest.webmanifest. Scope and id are /admin/, the service worker's scope; start_url is
 * /admin/ too, as a start_url outside the scope (/admin) would make the browser drop the scope.
 * Not behind the sign-in: browsers fetch a manifest without cookies, and it holds nothing
 * private.
 */
export function loader() {
  return manifestResponse(
    {
      id: "/admin/",
      name: `${siteConfig.name} Inbox`,
      short_name: "Inbox",
      description: `New leads for ${siteConfig.name}, and phone alerts when they arrive.`,
      start_url: "/admin/",
      scope: "/admin/",
      display: "standalone",
    },
    { "Cache-Control": "no-cache" },
  );
}
