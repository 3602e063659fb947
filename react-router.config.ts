import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/route-paths";
import { sampleValueWarnings } from "./app/site-config-check";
import { siteConfig } from "./app/site.config";

export default {
  appDirectory: "app",
  basename: "/",
  // Overridden only by the bundle-growth check, which builds a second copy elsewhere.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // No runtime server: every route is rendered to static HTML at build time
  // and hydrated into a SPA in the browser (docs/decisions/001-prerender-static.md).
  ssr: false,
  prerender: prerenderPaths,
  buildEnd() {
    for (const warning of sampleValueWarnings(siteConfig)) {
      console.warn(`\x1b[33m⚠ site config: ${warning}\x1b[0m`);
    }
  },
} satisfies Config;
