// Debian's PostgreSQL server programs (initdb, pg_ctl): what the fault suite makes clusters of
// its own with, and what its setup installs when they are missing.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Where Debian keeps each server version's programs (<root>/15/bin/initdb). */
export const POSTGRES_LIB = "/usr/lib/postgresql";

/** initdb refuses to run as root: as root, the programs run as this user, as Debian's do. */
export const POSTGRES_USER = "postgres";

export const isRoot = () => process.getuid?.() === 0;

export const userExists = (name: string) => spawnSync("id", [name]).status === 0;

/** The newest installed version's folder of programs, or undefined when none has initdb. */
export function postgresBinDir(root = POSTGRES_LIB): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => join(root, version, "bin"))
    .find((dir) => existsSync(join(dir, "initdb")));
}

/** Why a cluster of the fault suite's own cannot run here, or undefined when it can. */
export function clusterUnavailable(): string | undefined {
  if (!postgresBinDir()) return "PostgreSQL's initdb is not installed (Debian package postgresql)";
  if (isRoot() && !userExists(POSTGRES_USER)) {
    return `no ${POSTGRES_USER} user to run PostgreSQL's programs as (initdb refuses root)`;
  }
  return undefined;
}
