import { NotFound } from "~/components/layout/not-found";
import { siteConfig } from "~/site.config";

export function meta() {
  return [{ title: `Page not found | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

export default function NotFoundPage() {
  return <NotFound />;
}
