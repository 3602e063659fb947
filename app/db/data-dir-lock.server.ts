import { randomBytes } from "node:crypto";
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

/**
 * One server process per data folder. The embedded store (PGlite) has no locking between
 * processes, and two of them on one folder lose writes silently; so the folder holds a lock
 * file naming its owner, created exclusively. A lock whose owner no longer runs (killed with
 * -9, or after a power cut) is taken over, also when that process is dead but not yet reaped
 * by its parent (a zombie, as for a few moments after kill -9) or when its id now belongs to
 * another process.
 *
 * The lock file holds JSON: the owner's process id and, on Linux, its start time (field 22 of
 * /proc/<pid>/stat, clock ticks since boot) and the boot id; a process id alone (the format of
 * earlier versions) is still read.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  const mine = JSON.stringify(ownLock());
  // Each round either takes the lock, refuses, or moves a stale lock aside; a few rounds
  // cover a lock that another starting process takes or moves at the same moment.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createExclusive(file, mine)) {
      return () => {
        // Only our own lock: never one another process has since taken (see takeOver).
        if (readOrUndefined(file) === mine) rmSync(file, { force: true });
      };
    }
    const text = readOrUndefined(file);
    if (text === undefined) continue; // removed meanwhile: try again
    const owner = parseLock(text);
    // A lock naming this very process (a store opened twice, or an earlier process that had
    // the same id, as pid 1 of a restarted container) is taken over, as it always was.
    if (owner && owner.pid !== process.pid && isAlive(owner)) {
      throw new DataDirInUse(dataDir, owner.pid);
    }
    takeOver(file, text);
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take the lock file ${file}`);
}

/** The refusal of a folder another live process holds; `pid` names that process. */
export class DataDirInUse extends Error {
  override name = "DataDirInUse";
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${pid}). ` +
        "Stop it first, or give this one its own DATA_DIR; several servers share leads " +
        "through PostgreSQL (DATABASE_URL), not through one folder.",
    );
    this.pid = pid;
  }
}

/**
 * The live process that holds the folder now, as its lock names it (this process included),
 * or undefined when none does: no lock, or a stale one the next opener would take over. Read
 * only; what a process that holds no lock uses to decide whether to ask the holder instead
 * (the inbox's accounts tool, server/inbox-socket.ts).
 */
export function liveOwnerOf(dataDir: string): { pid: number } | undefined {
  const text = readOrUndefined(join(dataDir, LOCK_FILE));
  const owner = text === undefined ? undefined : parseLock(text);
  return owner && (owner.pid === process.pid || isAlive(owner)) ? { pid: owner.pid } : undefined;
}

const LOCK_FILE = "server.lock";

/** What the lock file says about its owner. */
type LockOwner = {
  pid: number;
  /** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
  start?: string;
  /** /proc/sys/kernel/random/boot_id: start times count from this boot. */
  boot?: string;
};

/** What /proc/<pid>/stat says about a process (Linux); undefined where it cannot be read. */
export type ProcessStat = {
  /** Field 3: R, S, D, T, t, I, Z (a zombie: dead, not yet reaped by its parent), X... */
  state: string;
  /** Field 22: the start time, in clock ticks since boot. */
  start: string;
};

const HAS_PROC = existsSync("/proc/self/stat");
const BOOT_ID = HAS_PROC ? bootId() : undefined;

function bootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

function ownLock(): LockOwner {
  if (!HAS_PROC) return { pid: process.pid };
  return { pid: process.pid, start: processStat(process.pid)?.start, boot: BOOT_ID };
}

/** The owner a lock file names, or undefined when it names none (taken over). */
function parseLock(text: string): LockOwner | undefined {
  if (/^\s*\d+\s*$/.test(text)) {
    const pid = Number(text); // earlier versions: the id only
    return pid > 0 && Number.isSafeInteger(pid) ? { pid } : undefined;
  }
  try {
    const { pid, start, boot } = JSON.parse(text) as Record<string, unknown>;
    if (!Number.isSafeInteger(pid) || (pid as number) <= 0) return undefined;
    return {
      pid: pid as number,
      start: typeof start === "string" ? start : undefined,
      boot: typeof boot === "string" ? boot : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Reads /proc/<pid>/stat. Field 2 is the command name in parentheses, which may itself hold
 * spaces and parentheses: the fields are counted after the last ")".
 */
export function processStat(pid: number): ProcessStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined; // gone (ENOENT, or ESRCH while it ended), or not ours to read
  }
  const close = text.lastIndexOf(")");
  if (close < 0) return undefined;
  const fields = text
    .slice(close + 1)
    .trim()
    .split(/\s+/); // fields[0] is field 3
  const state = fields[0];
  const start = fields[22 - 3];
  if (!state || !start || !/^\d+$/.test(start)) return undefined;
  return { state, start };
}

/** Whether the process a lock names still runs: the same process, not one reusing its id. */
function isAlive(owner: LockOwner): boolean {
  if (!HAS_PROC) return signalable(owner.pid); // macOS: no start times to compare
  if (owner.boot && BOOT_ID && owner.boot !== BOOT_ID) return false; // from before a reboot
  const stat = processStat(owner.pid);
  // No entry: gone; or hidden (/proc mounted with hidepid) while the process runs as another
  // user, which the signal check below still sees (EPERM).
  if (!stat) return signalable(owner.pid);
  if (stat.state === "Z" || stat.state === "X" || stat.state === "x") return false;
  // A lock of an earlier version has no start time: the id alone decides, as it did then.
  return owner.start === undefined || owner.start === stat.start;
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Creates `file` with `content` only if it does not exist. The content is written to a file
 * of our own first and then linked into place, so that another process never reads a lock
 * half written (an empty lock would look stale and be taken over).
 */
function createExclusive(file: string, content: string): boolean {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.new`;
  writeFileSync(temporary, content, { flag: "wx" });
  try {
    return placeExclusive(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Makes `file` a copy of `source` unless `file` exists; false when it does. */
function placeExclusive(source: string, file: string): boolean {
  try {
    linkSync(source, file);
    return true;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === "EEXIST") return false;
    // A file system without hard links: an exclusive create (a reader might see it empty).
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") {
      throw error;
    }
    try {
      writeFileSync(file, readFileSync(source), { flag: "wx" });
      return true;
    } catch (fallbackError) {
      if ((fallbackError as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw fallbackError;
    }
  }
}

/**
 * Removes the stale lock that read `stale`, and nothing else. Two processes may judge the same
 * lock stale at once; had each simply deleted the file, the slower one could delete the lock
 * the faster one has just created, and both would run. So the file is renamed aside (atomic:
 * one process gets it) and checked: if it is not the stale lock but a newer one, it is put
 * back, and the next round finds that owner alive and refuses. Between two processes this is
 * exact: the only one that could create a lock while the newer one is aside is its owner,
 * which already holds one.
 *
 * What remains, with three or more: while a newer lock is aside (the microseconds between the
 * rename and the put-back), a third process finding the name free creates its own, the
 * put-back fails, and two servers run. That takes three servers started on one folder at the
 * same instant, on a stale lock: a supervisor restarts the one server it runs, and several
 * servers on one folder are a mistake this lock refuses in every other case. Closing it would
 * take a second lock around the takeover, which needs a staleness rule of its own (a process
 * killed during a takeover would leave it), for a start no deployment makes.
 */
function takeOver(file: string, stale: string): void {
  // Read again just before the rename: a lock taken over meanwhile is left alone.
  if (readOrUndefined(file) !== stale) return;
  const aside = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // another process took it
    throw error;
  }
  try {
    if (readFileSync(aside, "utf8") !== stale) placeExclusive(aside, file);
  } finally {
    rmSync(aside, { force: true });
  }
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
