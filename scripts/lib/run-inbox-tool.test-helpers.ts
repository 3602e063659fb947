// `npm run inbox -- …` as a person runs it (without npm): a process of its own, its password on
// standard input, for the tests of the tool and of the server it may talk to.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const PROJECT_DIR = fileURLToPath(new URL("../..", import.meta.url));

export type ToolRun = { code: number | null; stdout: string; stderr: string };

/** Runs the tool with `input` on standard input and `env` over the embedded store's defaults. */
export function runInboxTool(
  args: string[],
  { input = "", env = {} }: { input?: string; env?: Record<string, string> } = {},
): Promise<ToolRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["scripts/inbox.ts", ...args], {
      cwd: PROJECT_DIR,
      env: { ...process.env, DATABASE_URL: "", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", fail);
    child.once("close", (code) => done({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
