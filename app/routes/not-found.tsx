import { NotFound } from "~/components/layout/not-found";
import type { RouteHandle } from "~/components/layout/use-page-container";
import { sitePages } from "~/site-pages";
import { siteConfig } from "~/site.config";

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
