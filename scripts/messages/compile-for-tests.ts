// Vitest's global setup: compiles the interface texts before any test imports them, in a process
// of its own (the compiler keeps a handle open that would hold Vitest for 10 seconds).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export default function setup(): void {
  const compiled = spawnSync(
    process.execPath,
    [fileURLToPath(new URL("compile.ts", import.meta.url))],
    {
      stdio: "inherit",
    },
  );
  if (compiled.status !== 0) throw new Error("npm run messages failed (above)");
}
