// The fault suite's PostgreSQL cases make clusters of their own with Debian's server programs
// (initdb, pg_ctl), so that they can stop, restart and kill them. With DATABASE_URL set (CI)
// those cases must run, never skip: this installs what they need, as the end-to-end tests'
// setup installs Chromium. The `postgresql` package with apt-get (as root, or through sudo),
// with no cluster created and no service started, so the machine's own server is left as it
// was (and checked to be); and, as root, the `postgres` user initdb runs as. Without
// DATABASE_URL (a user's fresh machine) it installs nothing and says loudly what is skipped.
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { isRoot, POSTGRES_USER, postgresBinDir, userExists } from "../lib/postgres-programs.ts";
import { runAsRoot } from "../lib/run-as-root.ts";

/** Where Debian's invoke-rc.d asks whether a package may start its service (101: no). */
export const POLICY_FILE = "/usr/sbin/policy-rc.d";
/**
 * Read by Debian's postgresql-common after its own settings (last by name): installing a server
 * version must not create (and later start) a "main" cluster of its own.
 */
export const NO_MAIN_CLUSTER_FILE =
  "/etc/postgresql-common/createcluster.d/zz-no-main-cluster.conf";
/** The port a machine's own PostgreSQL answers on, which the install must leave answering. */
const MACHINE_PORT = 5432;

/** What the setup does to the machine, replaceable in its test. */
export type Machine = {
  env: NodeJS.ProcessEnv;
  isRoot: boolean;
  binDir(): string | undefined;
  userExists(name: string): boolean;
  exists(path: string): boolean;
  /** Runs a command as root (through sudo when not root); whether it succeeded. */
  runAsRoot(args: string[]): boolean;
  /** Whether something answers on this loopback port. */
  answers(port: number): Promise<boolean>;
  log(line: string): void;
  error(line: string): void;
};

const SKIPPED = (why: string) =>
  [
    "",
    "setup-postgres: ************************************************************",
    "setup-postgres: THE POSTGRESQL FAULT CASES WILL BE SKIPPED on this machine:",
    `setup-postgres: ${why}.`,
    "setup-postgres: Set DATABASE_URL (as CI does) to install Debian's postgresql package",
    "setup-postgres: and run them, or install it yourself (apt-get install postgresql).",
    "setup-postgres: ************************************************************",
    "",
  ].join("\n");

/** Installs the server programs, and the user, that the PostgreSQL fault cases need. */
export async function setupPostgres(machine: Machine): Promise<boolean> {
  const dir = machine.binDir();
  const needsUser = machine.isRoot && !machine.userExists(POSTGRES_USER);
  if (dir && !needsUser) {
    machine.log(`setup-postgres: using ${dir}`);
    return true;
  }
  if (!machine.env.DATABASE_URL) {
    machine.log(SKIPPED(dir ? `there is no ${POSTGRES_USER} user` : "initdb is not installed"));
    return true;
  }
  const answeredBefore = await machine.answers(MACHINE_PORT);
  if (!dir) {
    machine.log("setup-postgres: initdb not found, installing Debian's postgresql package…");
    if (!installPackage(machine)) {
      machine.error(
        "setup-postgres: could not install postgresql with apt-get (it needs root or sudo and a " +
          "Debian or Ubuntu system); install it yourself (apt-get install postgresql).",
      );
      return false;
    }
  }
  if (machine.isRoot && !machine.userExists(POSTGRES_USER)) {
    machine.log(`setup-postgres: adding the ${POSTGRES_USER} user…`);
    machine.runAsRoot([
      "useradd",
      "--system",
      "--user-group",
      "--home-dir",
      "/var/lib/postgresql",
      POSTGRES_USER,
    ]);
  }
  if (answeredBefore && !(await machine.answers(MACHINE_PORT))) {
    machine.error(`setup-postgres: the PostgreSQL on port ${MACHINE_PORT} no longer answers.`);
    return false;
  }
  const installed = machine.binDir();
  if (!installed || (machine.isRoot && !machine.userExists(POSTGRES_USER))) {
    machine.error("setup-postgres: initdb or its user is still missing after the install.");
    return false;
  }
  machine.log(`setup-postgres: installed ${installed}; no cluster was created or started.`);
  return true;
}

/** apt-get install postgresql, with service starts denied and no main cluster made. */
function installPackage(machine: Machine): boolean {
  const write = (file: string, text: string) =>
    machine.runAsRoot(["sh", "-c", `printf '${text}' > ${file}`]);
  const folder = NO_MAIN_CLUSTER_FILE.slice(0, NO_MAIN_CLUSTER_FILE.lastIndexOf("/"));
  // What the install adds for itself, and takes away again whatever happens.
  const addedFiles = [...(machine.exists(POLICY_FILE) ? [] : [POLICY_FILE]), NO_MAIN_CLUSTER_FILE];
  const addedFolder = !machine.exists(folder);
  try {
    const denied =
      !addedFiles.includes(POLICY_FILE) ||
      (write(POLICY_FILE, "#!/bin/sh\\nexit 101\\n") &&
        machine.runAsRoot(["chmod", "755", POLICY_FILE]));
    return (
      denied &&
      machine.runAsRoot(["mkdir", "-p", folder]) &&
      write(NO_MAIN_CLUSTER_FILE, "create_main_cluster = false\\n") &&
      machine.runAsRoot(["apt-get", "update", "-qq"]) &&
      machine.runAsRoot([
        "apt-get",
        "install",
        "-y",
        "-qq",
        "--no-install-recommends",
        "postgresql",
      ])
    );
  } finally {
    const removed =
      machine.runAsRoot(["rm", "-f", ...addedFiles]) &&
      (!addedFolder || machine.runAsRoot(["rmdir", folder]));
    if (!removed) {
      const left = [...addedFiles, ...(addedFolder ? [folder] : [])].join(" ");
      machine.error(`setup-postgres: could not remove ${left}; remove it by hand.`);
    }
  }
}

const answers = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(2000);
    const settle = (answered: boolean) => {
      socket.destroy();
      done(answered);
    };
    socket.once("connect", () => settle(true));
    socket.once("error", () => settle(false));
    socket.once("timeout", () => settle(false));
  });

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ok = await setupPostgres({
    env: process.env,
    isRoot: isRoot(),
    binDir: () => postgresBinDir(),
    userExists,
    exists: existsSync,
    runAsRoot: (args) => runAsRoot("setup-postgres", args),
    answers,
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
  if (!ok) process.exit(1);
}
