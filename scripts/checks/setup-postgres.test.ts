// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  NO_MAIN_CLUSTER_FILE,
  POLICY_FILE,
  setupPostgres,
  type Machine,
} from "./setup-postgres.ts";

const BIN = "/usr/lib/postgresql/15/bin";
const CLEANUP = [
  `rm -f ${POLICY_FILE} ${NO_MAIN_CLUSTER_FILE}`,
  `rmdir ${NO_MAIN_CLUSTER_FILE.slice(0, NO_MAIN_CLUSTER_FILE.lastIndexOf("/"))}`,
];

/** A machine where apt-get installs the programs (and the user) unless told to fail. */
function machine({
  env = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" } as NodeJS.ProcessEnv,
  installed = false,
  user = true,
  aptFails = false,
  installStopsPort = false,
} = {}) {
  const commands: string[] = [];
  const lines: string[] = [];
  let portAnswers = true;
  const fake: Machine = {
    env,
    isRoot: true,
    binDir: () => (installed ? BIN : undefined),
    userExists: () => user,
    exists: () => false,
    runAsRoot(args) {
      commands.push(args.join(" "));
      if (args[0] === "apt-get" && args[1] === "install") {
        if (aptFails) return false;
        installed = true;
        user = true;
        if (installStopsPort) portAnswers = false;
      }
      return true;
    },
    answers: async () => portAnswers,
    log: (line) => lines.push(line),
    error: (line) => lines.push(line),
  };
  return { fake, commands, lines };
}

describe("the PostgreSQL fault cases' setup", () => {
  it("installs nothing where initdb and its user are there", async () => {
    const { fake, commands, lines } = machine({ installed: true });
    expect(await setupPostgres(fake)).toBe(true);
    expect(commands).toEqual([]);
    expect(lines).toEqual([`setup-postgres: using ${BIN}`]);
  });

  it("without DATABASE_URL installs nothing and says loudly that the cases are skipped", async () => {
    const { fake, commands, lines } = machine({ env: {} });
    expect(await setupPostgres(fake)).toBe(true);
    expect(commands).toEqual([]);
    expect(lines.join("\n")).toMatch(/WILL BE SKIPPED.*\n.*initdb is not installed/);
  });

  it("with DATABASE_URL installs the package with no service started and no cluster made", async () => {
    const { fake, commands } = machine();
    expect(await setupPostgres(fake)).toBe(true);
    const install = "apt-get install -y -qq --no-install-recommends postgresql";
    expect(commands).toContain(install);
    const denied = commands.findIndex((line) => line.includes(`exit 101\\n' > ${POLICY_FILE}`));
    const noCluster = commands.findIndex((line) => line.endsWith(`> ${NO_MAIN_CLUSTER_FILE}`));
    const update = commands.indexOf("apt-get update -qq");
    expect(denied).toBeGreaterThanOrEqual(0);
    expect(noCluster).toBeGreaterThanOrEqual(0);
    expect(update).toBeGreaterThan(Math.max(denied, noCluster));
    expect(commands.indexOf(install)).toBeGreaterThan(update);
    // What it added is taken away again, whatever happened.
    expect(commands.slice(-2)).toEqual(CLEANUP);
  });

  it("fails, and cleans up, when apt-get cannot install it", async () => {
    const { fake, commands } = machine({ aptFails: true });
    expect(await setupPostgres(fake)).toBe(false);
    expect(commands.slice(-2)).toEqual(CLEANUP);
  });

  it("fails when the machine's own PostgreSQL stopped answering on 5432", async () => {
    const { fake, lines } = machine({ installStopsPort: true });
    expect(await setupPostgres(fake)).toBe(false);
    expect(lines.join("\n")).toContain("port 5432 no longer answers");
  });

  it("adds the postgres user initdb runs as when root has none", async () => {
    const { fake, commands } = machine({ installed: true, user: false });
    fake.runAsRoot = (args) => {
      commands.push(args.join(" "));
      fake.userExists = () => true;
      return true;
    };
    expect(await setupPostgres(fake)).toBe(true);
    expect(commands).toEqual([
      "useradd --system --user-group --home-dir /var/lib/postgresql postgres",
    ]);
  });
});
