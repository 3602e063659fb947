import { NotFound } from "#app/components/layout/not-found.tsx";
import type { RouteHandle } from "#app/components/layout/use-page-container.ts";
import { sitePages } from "#app/site-pages.ts";
import { siteConfig } from "#app/site.config.ts";

export function meta() {
  return [
    { title: `${sitePages.notFound.title} | ${siteConfig.name}` },
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
