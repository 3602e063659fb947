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
  // Each of React Router 8's changes chosen now, so the build says nothing about them. The
  // site has no middleware, client loaders or trailing-slash paths, so turning them on changes
  // no page (the root's data file is now `_.data`). Vite's Environment API build stays off:
  // it prints itself as experimental on every build, and 7.x is tested without it.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  buildEnd() {
    for (const warning of sampleValueWarnings(siteConfig)) {
      console.warn(`\x1b[33m⚠ site config: ${warning}\x1b[0m`);
    }
  },
} satisfies Config;
