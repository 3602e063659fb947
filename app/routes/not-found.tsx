import { NotFound } from "#app/components/layout/not-found.tsx";
import { m } from "#app/paraglide/messages.js";
import { siteConfig } from "#app/site/site.config.ts";

export function meta() {
  return [
    { title: `${m.site_title_not_found()} | ${siteConfig.name}` },
    { name: "robots", content: "noindex" },
  ];
}

/** Served, with status 404, for every unknown address, /blogs/<anything> included. */
export default function NotFoundPage() {
  return <NotFound />;
}
