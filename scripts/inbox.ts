// The inbox's accounts, from the command line (`npm run inbox -- add-user owner@example.in`):
// the site has no sign-up page. It opens the server's store, as the server's settings name it
// (DATA_DIR or DATABASE_URL), through the app's own modules.
import {
  AccountError,
  addUser,
  checkNewPassword,
  findAccount,
  listUsers,
  parseEmail,
  removeUser,
  resetPassword,
} from "#app/inbox/accounts.server.ts";
import { readSettings, SettingsError } from "#app/settings.server.ts";
import { DEFAULT_DATA_DIR } from "#app/db/data-folder.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore, type Db, type Store } from "#app/db/store.server.ts";

const USAGE = `Usage: npm run inbox -- <command>

  add-user <email>        create an account; asks for its password twice, or reads it
                          from standard input when it is piped (at least 12 characters)
  reset-password <email>  set a new password; the account is signed out everywhere
  remove-user <email>     delete the account and sign it out
  list-users              list the accounts

The accounts live in the server's store: DATA_DIR (default ${DEFAULT_DATA_DIR}), or DATABASE_URL.`;

/** Commands and whether they take an email. */
const COMMANDS = new Map([
  ["add-user", true],
  ["reset-password", true],
  ["remove-user", true],
  ["list-users", false],
]);

/** A refusal whose message says it all: printed without a stack, exit code 1. */
class CliError extends Error {}

/**
 * @param args the words after `npm run inbox --`
 * @returns the exit code
 */
/** Runs one command; the exit code it returns. */
export async function main(args: string[], env = process.env): Promise<number> {
  const [command, ...rest] = args;
  if (command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return 0;
  }
  const takesEmail = COMMANDS.get(command ?? "");
  if (takesEmail === undefined) {
    throw new CliError(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
  }
  if (rest.length !== (takesEmail ? 1 : 0)) {
    throw new CliError(`Usage: npm run inbox -- ${command}${takesEmail ? " <email>" : ""}`);
  }

  const refusals = [SettingsError, AccountError];
  try {
    const options = readSettings(env);
    const email = takesEmail ? parseEmail(rest[0] ?? "") : "";
    const where = options.databaseUrl
      ? "PostgreSQL (DATABASE_URL)"
      : `the embedded store in ${options.dataDir}`;
    const store = await openServerStore(options);
    try {
      return await run(command ?? "", email, { db: store.db, where });
    } finally {
      await store.close();
    }
  } catch (error) {
    if (refusals.some((type) => error instanceof type)) throw new CliError(message(error));
    throw error;
  }
}

async function run(command: string, email: string, { db, where }: { db: Db; where: string }) {
  switch (command) {
    case "add-user": {
      if (await findAccount(db, email)) {
        throw new CliError(
          `An account for ${email} already exists. To change its password: ` +
            `npm run inbox -- reset-password ${email}`,
        );
      }
      await addUser(db, email, await newPassword());
      console.log(`Added ${email} to ${where}. It can sign in at /admin.`);
      return 0;
    }
    case "reset-password": {
      if (!(await findAccount(db, email))) throw unknownAccount(email);
      const { sessionsEnded } = await resetPassword(db, email, await newPassword());
      console.log(`Changed the password of ${email}; ${signedOut(sessionsEnded)}.`);
      return 0;
    }
    case "remove-user": {
      if (!(await findAccount(db, email))) throw unknownAccount(email);
      const { sessionsEnded } = await removeUser(db, email);
      console.log(`Removed ${email}; ${signedOut(sessionsEnded)}.`);
      return 0;
    }
    default: {
      const list = await listUsers(db);
      if (!list.length) {
        console.log(`No accounts in ${where}. Add one: npm run inbox -- add-user <email>`);
        return 0;
      }
      console.log(`Accounts in ${where}:`);
      for (const { email: address, createdAt } of list) {
        console.log(`  ${address}  (added ${createdAt.toISOString().slice(0, 10)})`);
      }
      return 0;
    }
  }
}

const signedOut = (count: number) =>
  count === 1 ? "1 session was signed out" : `${count} sessions were signed out`;

const unknownAccount = (email: string) =>
  new CliError(`There is no account for ${email}. See them all: npm run inbox -- list-users`);

/** Opens the store, turning "the server has the data folder" into what to do about it. */
async function openServerStore({
  dataDir,
  databaseUrl,
}: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<Store> {
  try {
    return await openStore({ dataDir, databaseUrl, migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    if (databaseUrl) {
      throw new CliError(
        `Could not open the store in PostgreSQL (DATABASE_URL): ${message(error)}`,
      );
    }
    const inUse = /in use by another server process \(pid (\d+)\)/.exec(message(error));
    if (!inUse) throw error;
    throw new CliError(
      `The data folder ${dataDir} is in use by the running server (pid ${inUse[1]}): ` +
        "the embedded store allows one process at a time.\n" +
        "Stop the server first and run this again, or keep the store in PostgreSQL " +
        "(DATABASE_URL), which the server and this tool can use at the same time.",
    );
  }
}

/**
 * The new password: read from standard input when it is piped (its first line), else typed
 * twice without echo.
 */
async function newPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const password = await askHidden("New password (at least 12 characters): ");
  checkNewPassword(password);
  if ((await askHidden("The same password again: ")) !== password) {
    throw new CliError("The two passwords differ; nothing was changed.");
  }
  return password;
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

/** What a terminal sends for arrow, function and other special keys. */
// eslint-disable-next-line no-control-regex -- matching the terminal's control characters
const ESCAPE_SEQUENCE = /\u001b(\[[0-9;?]*[ -/]*[@-~]|O.|.)?/gu;

/** Asks on the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let answer = "";
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write("\n");
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (chunk: string) => {
      // Arrow keys and the like arrive as escape sequences: not part of a password.
      const chars = [...chunk.replace(ESCAPE_SEQUENCE, "")];
      for (const [index, char] of chars.entries()) {
        if (char === "\r" || char === "\n") {
          // A paste of both answers at once: the rest is for the next question, put back once
          // this one has stopped listening.
          const rest = chars.slice(index + 1).join("");
          finish();
          if (rest) stdin.unshift(rest, "utf8");
          return;
        }
        if (char === "\u0003" || (char === "\u0004" && !answer)) {
          return finish(new CliError("Cancelled; nothing was changed."));
        }
        if (char === "\u007f" || char === "\b") answer = [...answer].slice(0, -1).join("");
        else if (char >= " ") answer += char;
      }
    };
    stdin.on("data", onData);
  });
}

/** An error's message; a refused connection to PostgreSQL has only a code (ECONNREFUSED). */
const message = (error: unknown) =>
  error instanceof Error
    ? error.message || String(Reflect.get(error, "code") ?? error)
    : String(error);

// Run as a program (`node scripts/inbox.ts`), not when a test imports it.
if (import.meta.main) await runAsProgram();

async function runAsProgram() {
  await main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof CliError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
