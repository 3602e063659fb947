import { NotFound } from "#app/components/layout/not-found.tsx";
import type { RouteHandle } from "#app/components/layout/use-page-container.ts";
import { m } from "#app/paraglide/messages.js";
import { siteConfig } from "#app/site.config.ts";

export function meta() {
  return [
    { title: `${m.site_title_not_found()} | ${siteConfig.name}` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Served for every unknown address, /blogs/<anything> included, where the client router would
 * match the article route and fail to load its data: so the page is plain HTML, never hydrated.
 */
export const handle: RouteHandle = { hydrate: false };

export default function NotFoundPage() {
  return <NotFound />;
}
