// A PostgreSQL cluster of the fault suite's own, made with Debian's initdb and pg_ctl, so that
// the cases can stop, restart and kill it without touching the machine's own server. As root
// (CI), its programs run as the `postgres` user, as initdb requires.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

import { isRoot, POSTGRES_USER, postgresBinDir } from "../scripts/lib/postgres-programs.ts";
import { freePort } from "../scripts/lib/server-process.ts";

export type Cluster = {
  port: number;
  /** A postgres:// address of a new, empty database on this cluster. */
  newDatabase(): Promise<string>;
  start(): void;
  stop(mode?: "fast" | "immediate"): void;
  restart(): void;
  /** Ends every connection to `database` but the caller's own (a failover, a crash of a backend). */
  terminateBackends(url: string): Promise<number>;
  /** Runs one query on a database of the cluster. */
  query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]>;
  remove(): void;
};

/** Why a cluster of our own cannot run here, or undefined when it can. */
export { clusterUnavailable } from "../scripts/lib/postgres-programs.ts";

export async function createCluster(): Promise<Cluster> {
  const bin = postgresBinDir()!;
  const asRoot = isRoot();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "faults-pg-"));
  const data = join(dir, "data");
  const uid = asRoot
    ? Number(execFileSync("id", ["-u", POSTGRES_USER], { encoding: "utf8" }))
    : undefined;
  const gid = asRoot
    ? Number(execFileSync("id", ["-g", POSTGRES_USER], { encoding: "utf8" }))
    : undefined;
  if (uid !== undefined && gid !== undefined) chownSync(dir, uid, gid);
  chmodSync(dir, 0o700);

  const run = (program: string, args: string[]) => {
    const command = asRoot ? "runuser" : join(bin, program);
    const argv = asRoot ? ["-u", POSTGRES_USER, "--", join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(" ")} failed:\n${result.stderr}${result.stdout}`);
    }
  };
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (action: string, extra: string[] = []) =>
    run("pg_ctl", [action, "-D", data, "-w", "-l", join(dir, "log"), "-o", options, ...extra]);

  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const query = async <T extends pg.QueryResultRow>(url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  };
  let databases = 0;

  ctl("start");
  return {
    port,
    async newDatabase() {
      databases += 1;
      const name = `faults_${databases}`;
      await query(admin, `CREATE DATABASE ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    start: () => ctl("start"),
    stop: (mode = "fast") => ctl("stop", ["-m", mode]),
    restart: () => ctl("restart", ["-m", "fast"]),
    async terminateBackends(url) {
      const name = new URL(url).pathname.slice(1);
      const rows = await query<{ ended: boolean }>(
        admin,
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      );
      return rows.filter((row) => row.ended).length;
    },
    query,
    remove() {
      try {
        ctl("stop", ["-m", "immediate"]);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
