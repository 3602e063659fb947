// The test setups install Debian packages the tests need (nginx, PostgreSQL's server programs)
// with apt-get: as root, or through sudo on a developer's machine, never asking a question.
import { spawnSync } from "node:child_process";

const isRoot = () => process.getuid?.() === 0;

/**
 * Runs `args` as root (through sudo when this process is not root), its output shown; says
 * under `label` what failed. Returns whether it succeeded.
 */
export function runAsRoot(label: string, args: string[]): boolean {
  const [command, ...rest] = isRoot() ? args : ["sudo", ...args];
  const result = spawnSync(command!, rest, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status === 0) return true;
  const status = result.error ? result.error.message : `exit ${result.status}`;
  console.error(`${label}: '${args.join(" ")}' failed (${status}).`);
  return false;
}
