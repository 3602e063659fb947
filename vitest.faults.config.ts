import { defineConfig } from "vitest/config";

// The fault suite (faults/): real server processes, real requests, a real PostgreSQL when one
// answers. One file at a time: the cases kill, restart and overload servers, and each must
// see the machine as the server it probes does, not shared with another case.
export default defineConfig({
  test: {
    environment: "node",
    include: ["faults/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
