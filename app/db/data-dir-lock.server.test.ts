// @vitest-environment node
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

import { afterEach, describe, expect, it } from "vitest";

import { DataDirInUse, liveOwnerOf, lockDataDir, processStat } from "./data-dir-lock.server.ts";

// The lock of the embedded store's folder (DATA_DIR): taken over from a process that is gone,
// dead but not yet reaped (a zombie) or whose id another process now has; refused while its
// owner runs. The lock files these tests write are in the module's format:
// {"pid":…,"start":…} with the start time of /proc/<pid>/stat.

const LINUX = existsSync("/proc/self/stat");
const PROJECT_DIR = resolve(__dirname, "../..");

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function newDir() {
  const dir = mkdtempSync(join(tmpdir(), "data-dir-lock-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const lockFile = (dir: string) => join(dir, "server.lock");
const writeLock = (dir: string, owner: object | number) =>
  writeFileSync(lockFile(dir), typeof owner === "number" ? String(owner) : JSON.stringify(owner));
/** The owner's id in a lock file (JSON, or the id alone as written by earlier versions). */
const lockPid = (dir: string) => {
  const text = readFileSync(lockFile(dir), "utf8");
  return /^\d+$/.test(text) ? Number(text) : (JSON.parse(text) as { pid: number }).pid;
};
const inUse = (dir: string, pid: number) =>
  `DATA_DIR ${dir} is in use by another server process (pid ${pid})`;

/** A child process (killed after the test), and what it prints, line by line. */
function child(command: string, args: string[], options: { cwd?: string } = {}) {
  const process_ = spawn(command, args, { ...options, stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((done) => process_.once("exit", () => done()));
  cleanups.push(() => process_.kill("SIGKILL"));
  const lines: string[] = [];
  const waiting: (() => void)[] = [];
  createInterface({ input: process_.stdout! }).on("line", (line) => {
    lines.push(line);
    for (const wake of waiting.splice(0)) wake();
  });
  /** The first line (not yet taken) that `match` accepts, once printed. */
  async function line(match: (line: string) => boolean = () => true): Promise<string> {
    for (;;) {
      const index = lines.findIndex(match);
      if (index >= 0) return lines.splice(index, 1)[0]!;
      if (process_.exitCode !== null || process_.signalCode !== null) {
        throw new Error(`${command} ended before printing the line`);
      }
      await new Promise<void>((wake) => waiting.push(wake));
    }
  }
  return { process: process_ as ChildProcess & { pid: number }, line, exited };
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

/** A process that runs until the test ends: `sleep`. */
async function sleeper(command = "sleep") {
  const sleeping = child(command, ["60"]);
  await until(() => processStat(sleeping.process.pid) !== undefined, "sleep to start");
  return sleeping.process.pid;
}

/**
 * A process that takes locks in the folders written to its standard input, printing
 * "locked <dir>" or "refused <dir> <reason>", and holds them until it ends: the lock module
 * loaded as the server loads it, by Node itself.
 */
async function locker() {
  const lockModule = pathToFileURL(join(import.meta.dirname, "data-dir-lock.server.ts")).href;
  const script = `
    import { createInterface } from "node:readline";
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    console.log("ready");
    for await (const dir of createInterface({ input: process.stdin })) {
      try {
        lockDataDir(dir);
        console.log("locked " + dir);
      } catch (error) {
        console.log("refused " + dir + " " + error.message);
      }
    }`;
  const taker = child(process.execPath, ["--input-type=module", "-e", script], {
    cwd: PROJECT_DIR,
  });
  await taker.line((line) => line === "ready");
  return {
    pid: taker.process.pid,
    exited: taker.exited,
    kill: () => taker.process.kill("SIGKILL"),
    send: (dir: string) => taker.process.stdin!.write(`${dir}\n`),
    answer: (dir: string) => taker.line((line) => line.split(" ")[1] === dir),
  };
}

describe("lockDataDir", () => {
  it("writes its own pid and start time, and removes the lock when unlocked", () => {
    const dir = newDir();
    const unlock = lockDataDir(dir);
    const written = JSON.parse(readFileSync(lockFile(dir), "utf8"));
    expect(written.pid).toBe(process.pid);
    if (LINUX) expect(written.start).toBe(processStat(process.pid)?.start);
    unlock();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it("does not remove, when unlocked, a lock another process has taken since", () => {
    const dir = newDir();
    const unlock = lockDataDir(dir);
    writeLock(dir, { pid: 999_999_999 });
    unlock();
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toEqual({ pid: 999_999_999 });
  });

  it("takes over the lock of a process that has ended", async () => {
    const dir = newDir();
    const ended = child("sleep", ["60"]);
    await until(() => processStat(ended.process.pid) !== undefined || !LINUX, "sleep to start");
    const start = processStat(ended.process.pid)?.start;
    ended.process.kill("SIGKILL");
    await ended.exited; // reaped by this process: the id is free
    writeLock(dir, { pid: ended.process.pid, start });
    lockDataDir(dir)();
    // An id no process can have (above any pid_max), in the format of earlier versions.
    writeLock(dir, 999_999_999);
    lockDataDir(dir)();
    // A lock file with nothing readable in it (a disk error, a hand edit).
    writeFileSync(lockFile(dir), "");
    lockDataDir(dir)();
  });

  it("refuses while another process holds the lock, and takes it once that one is killed", async () => {
    const dir = newDir();
    const holder = await locker();
    holder.send(dir);
    expect(await holder.answer(dir)).toBe(`locked ${dir}`);
    expect(() => lockDataDir(dir)).toThrow(inUse(dir, holder.pid));
    expect(() => lockDataDir(dir)).toThrow("Stop it first, or give this one its own DATA_DIR");
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    holder.kill();
    await holder.exited;
    lockDataDir(dir)();
  });

  it("names the live process that holds the folder, and none for a stale lock or no lock", async () => {
    const dir = newDir();
    expect(liveOwnerOf(dir)).toBeUndefined();
    const holder = await locker();
    holder.send(dir);
    await holder.answer(dir);
    expect(liveOwnerOf(dir)).toEqual({ pid: holder.pid });
    holder.kill();
    await holder.exited;
    expect(liveOwnerOf(dir)).toBeUndefined(); // the lock is still there, its owner gone
    const unlock = lockDataDir(dir);
    expect(liveOwnerOf(dir)).toEqual({ pid: process.pid });
    unlock();
  });

  it("takes over a stale lock once when two processes start at the same moment", async () => {
    // Two: the case the takeover is exact for (see takeOver in the module for three or more).
    const takers = await Promise.all([locker(), locker()]);
    for (let round = 0; round < 20; round += 1) {
      const dir = newDir();
      writeLock(dir, { pid: 999_999_999, start: "1" });
      for (const taker of takers) taker.send(dir);
      const answers = await Promise.all(takers.map((taker) => taker.answer(dir)));
      const winners = takers.filter((_, index) => answers[index] === `locked ${dir}`);
      expect(winners, answers.join("\n")).toHaveLength(1);
      const winner = winners[0]!.pid;
      const losers = answers.filter((answer) => answer !== `locked ${dir}`);
      for (const answer of losers) expect(answer).toContain(inUse(dir, winner));
      expect(lockPid(dir)).toBe(winner);
    }
  }, 60_000);
});

describe.runIf(LINUX)("lockDataDir on Linux (/proc)", () => {
  it("takes over the lock of a zombie: a process killed but not yet reaped by its parent", async () => {
    // The shell starts `sleep 0.3` in the background, prints its id and replaces itself with
    // `sleep 60` (exec: same process, so still the parent). sleep never waits for children;
    // the background one, ending 0.3 s later, stays a zombie until its parent ends.
    const dir = newDir();
    const parent = child("sh", ["-c", "sleep 0.3 & echo $!; exec sleep 60"]);
    const zombie = Number(await parent.line());
    await until(() => processStat(zombie)?.state === "Z", "the child to be a zombie");
    writeLock(dir, { pid: zombie, start: processStat(zombie)?.start });
    lockDataDir(dir)();
    // The same in the format of earlier versions (the id alone).
    writeLock(dir, zombie);
    lockDataDir(dir)();
    expect(processStat(zombie)?.state).toBe("Z"); // still a zombie all along
  });

  it("takes over a lock whose process id now belongs to another process", async () => {
    const dir = newDir();
    const other = await sleeper();
    const start = processStat(other)!.start;
    writeLock(dir, { pid: other, start });
    expect(() => lockDataDir(dir)).toThrow(inUse(dir, other));
    // The lock of a process that started earlier and had this id.
    writeLock(dir, { pid: other, start: String(Number(start) - 1) });
    lockDataDir(dir)();
    // The same process, but the lock was taken before the machine last started.
    writeLock(dir, { pid: other, start, boot: "00000000-0000-0000-0000-000000000000" });
    lockDataDir(dir)();
  });

  it("refuses while the process a lock names runs, started when the lock says", async () => {
    const dir = newDir();
    const other = await sleeper();
    writeLock(dir, { pid: other, start: processStat(other)!.start });
    expect(() => lockDataDir(dir)).toThrow(inUse(dir, other));
    writeLock(dir, other); // the format of earlier versions: the id alone decides
    expect(() => lockDataDir(dir)).toThrow(inUse(dir, other));
  });

  it("reads /proc/<pid>/stat of a command whose name has spaces and parentheses", async () => {
    const links = newDir();
    const name = join(links, "a) b (c) d");
    symlinkSync(existsSync("/bin/sleep") ? "/bin/sleep" : "/usr/bin/sleep", name);
    const odd = await sleeper(name);
    expect(readFileSync(`/proc/${odd}/stat`, "utf8")).toContain("(a) b (c) d)");
    const stat = processStat(odd)!;
    const dir = newDir();
    expect(stat.state).toMatch(/^[RS]$/);
    expect(Number(stat.start)).toBeGreaterThanOrEqual(Number(processStat(process.pid)!.start));
    writeLock(dir, { pid: odd, start: stat.start });
    expect(() => lockDataDir(dir)).toThrow(inUse(dir, odd));
  });
});
