import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * One server process per data folder. The embedded store (PGlite) has no locking between
 * processes, and two of them on one folder lose writes silently; so the folder holds a lock
 * file with the owner's process id, created exclusively. A lock left by a process that no
 * longer runs (killed with -9, or after a power cut) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8"));
      if (owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another server process (pid ${owner}). ` +
            "Stop it first, or give this one its own DATA_DIR; several servers share leads " +
            "through PostgreSQL (DATABASE_URL), not through one folder.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take the lock file ${file}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
