import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for app builds, not unit tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,js}", "server/**/*.test.{ts,js}"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
