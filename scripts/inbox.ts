// The inbox's accounts, from the command line (`npm run inbox -- add-user owner@example.in`):
// the site has no sign-up page. It opens the server's store, as the server's settings name it
// (DATA_DIR or DATABASE_URL), through the app's own modules loaded by Vite.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { loadAppModule } from "./lib/load-app-module.ts";

/** @typedef {typeof import("#app/inbox/accounts.server.ts")} Accounts */
/** @typedef {import("#app/leads/store.server.ts").Store} Store */

const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "../migrations");

const USAGE = `Usage: npm run inbox -- <command>

  add-user <email>        create an account; asks for its password twice, or reads it
                          from standard input when it is piped (at least 12 characters)
  reset-password <email>  set a new password; the account is signed out everywhere
  remove-user <email>     delete the account and sign it out
  list-users              list the accounts

The accounts live in the server's store: DATA_DIR (default ./data), or DATABASE_URL.`;

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
 * @param {string[]} args the words after `npm run inbox --`
 * @returns {Promise<number>} the exit code
 */
async function main(args: string[]): Promise<number> {
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

  const [settings, stores, accounts] = await Promise.all([
    /** @type {Promise<typeof import("#app/leads/settings.server.ts")>} */ (
      loadAppModule("app/leads/settings.server.ts")
    ),
    /** @type {Promise<typeof import("#app/leads/store.server.ts")>} */ (
      loadAppModule("app/leads/store.server.ts")
    ),
    /** @type {Promise<Accounts>} */ (loadAppModule("app/inbox/accounts.server.ts")),
  ]);
  const refusals = [settings.SettingsError, accounts.AccountError];
  try {
    const options = settings.readSettings();
    const email = takesEmail ? accounts.parseEmail(rest[0] ?? "") : "";
    const where = options.databaseUrl
      ? "PostgreSQL (DATABASE_URL)"
      : `the embedded store in ${options.dataDir}`;
    const store = await openStore(stores.openStore, options);
    try {
      return await run(command ?? "", email, { db: store.db, accounts, where });
    } finally {
      await store.close();
    }
  } catch (error) {
    if (refusals.some((type) => error instanceof type)) throw new CliError(message(error));
    throw error;
  }
}

/**
 * @param {string} command
 * @param {string} email
 * @param {{ db: Store["db"]; accounts: Accounts; where: string }} context
 */
async function run(command: string, email: string, { db, accounts, where }: { db: Store["db"]; accounts: Accounts; where: string; }) {
  switch (command) {
    case "add-user": {
      if (await accounts.findAccount(db, email)) {
        throw new CliError(
          `An account for ${email} already exists. To change its password: ` +
            `npm run inbox -- reset-password ${email}`,
        );
      }
      await accounts.addUser(db, email, await newPassword(accounts));
      console.log(`Added ${email} to ${where}. It can sign in at /admin.`);
      return 0;
    }
    case "reset-password": {
      if (!(await accounts.findAccount(db, email))) throw unknownAccount(email);
      const { sessionsEnded } = await accounts.resetPassword(
        db,
        email,
        await newPassword(accounts),
      );
      console.log(`Changed the password of ${email}; ${signedOut(sessionsEnded)}.`);
      return 0;
    }
    case "remove-user": {
      if (!(await accounts.findAccount(db, email))) throw unknownAccount(email);
      const { sessionsEnded } = await accounts.removeUser(db, email);
      console.log(`Removed ${email}; ${signedOut(sessionsEnded)}.`);
      return 0;
    }
    default: {
      const list = await accounts.listUsers(db);
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

/** @param {number} count */
const signedOut = (count: number) =>
  count === 1 ? "1 session was signed out" : `${count} sessions were signed out`;

/** @param {string} email */
const unknownAccount = (email: string) =>
  new CliError(`There is no account for ${email}. See them all: npm run inbox -- list-users`);

/**
 * Opens the store, turning "the server has the data folder" into what to do about it.
 * @param {typeof import("#app/leads/store.server.ts").openStore} openStore
 * @param {{ dataDir: string; databaseUrl?: string }} options
 * @returns {Promise<Store>}
 */
async function openStore(openStore: typeof import("#app/leads/store.server.ts").openStore, { dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string; }): Promise<Store> {
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
 * @param {Accounts} accounts
 * @returns {Promise<string>}
 */
async function newPassword(accounts: Accounts): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const password = await askHidden("New password (at least 12 characters): ");
  accounts.checkNewPassword(password);
  if ((await askHidden("The same password again: ")) !== password) {
    throw new CliError("The two passwords differ; nothing was changed.");
  }
  return password;
}

/** @returns {Promise<string>} */
async function readPiped(): Promise<string> {
  /** @type {Buffer[]} */
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

/** What a terminal sends for arrow, function and other special keys. */
// eslint-disable-next-line no-control-regex -- matching the terminal's control characters
const ESCAPE_SEQUENCE = /\u001b(\[[0-9;?]*[ -/]*[@-~]|O.|.)?/gu;

/**
 * Asks on the terminal without showing what is typed.
 * @param {string} question
 * @returns {Promise<string>}
 */
function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let answer = "";
    /** @param {Error} [error] */
    const finish = (error: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write("\n");
      if (error) reject(error);
      else resolve(answer);
    };
    /** @param {string} chunk */
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

/**
 * An error's message; a refused connection to PostgreSQL has only a code (ECONNREFUSED).
 * @param {unknown} error
 */
const message = (error: unknown) =>
  error instanceof Error
    ? error.message || String(Reflect.get(error, "code") ?? error)
    : String(error);

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exitCode = 1;
  },
);
