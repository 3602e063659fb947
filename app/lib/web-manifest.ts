import { THEME_COLOR } from "./theme-color.ts";

/** The icons both web app manifests name (the public site's and the inbox's). */
const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
  {
    src: "/icons/icon-maskable-512.png",
    sizes: "512x512",
    type: "image/png",
    purpose: "maskable",
  },
];

/** A web app manifest's own fields; the colours and the icons are the site's. */
type ManifestFields = {
  id?: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope?: string;
  display: "standalone";
};

/** A manifest as a response, in the site's colours with its icons. */
export function manifestResponse(fields: ManifestFields, headers: Record<string, string> = {}) {
  const manifest = {
    ...fields,
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: APP_ICONS,
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", ...headers },
  });
}
