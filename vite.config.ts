import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // The small modules several routes share (helpers, content, UI primitives, the site's
        // tables) go into one chunk instead of one each: the home page loaded 41 scripts, most
        // under 1 KB, each paying its own headers (docs/decisions/014-one-shared-chunk.md).
        codeSplitting: {
          groups: [
            {
              name: "shared",
              test: /\/app\/(lib|content|components\/ui)\/|\/app\/quote\/quote-fields\.|\/app\/site-pages|\/app\/site\.config|node_modules\/clsx/,
              minShareCount: 2,
            },
            {
              // The same for the inbox's pages: their shared modules in one chunk, so each inbox
              // route names one import in the route manifest that every public page loads
              // (React Router's initial route discovery), instead of six or seven.
              name: "inbox",
              test: /\/app\/(components\/admin|inbox)\/|\/app\/admin-pages|\/app\/db\/lead-status/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
