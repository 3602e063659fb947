import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for app builds, not unit tests.
export default defineConfig({
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,tsx,js}",
      "server/**/*.test.{ts,js}",
    ],
    // The interface texts, compiled once before any test imports them (npm run messages).
    globalSetup: ["./scripts/messages/compile-for-tests.ts"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Storage tests open a WebAssembly PostgreSQL (seconds on a busy 2-core machine): time
    // limits for hangs, not for speed (speed is measured by the benches).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
