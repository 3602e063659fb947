// The inbox's accounts, from the command line (`npm run inbox -- add-user owner@example.in`):
// the site has no sign-up page. The accounts are in the server's store, as the server's
// settings name it (DATA_DIR or DATABASE_URL). While a server holds the embedded store, the
// tool asks that server over its socket; otherwise it opens the store itself
// (scripts/inbox/account-channel.ts). Either way the same account functions run.
import { AccountError, parseEmail } from "#app/inbox/index.server.ts";
import type { AccountReply } from "#app/inbox/accounts/account-requests.server.ts";
import { readSettings, SettingsError } from "#app/site/settings.server.ts";
import { DEFAULT_DATA_DIR } from "#app/site/data-folder.ts";

import { openAccountChannel, type AccountChannel } from "./inbox/account-channel.ts";
import { CliError } from "./inbox/cli-error.ts";
import { newPassword } from "./inbox/new-password.ts";

const USAGE = `Usage: npm run inbox -- <command>

  add-user <email>        create an owner's account; asks for its password twice, or reads
                          it from standard input when it is piped (at least 12 characters).
                          Owners invite colleagues from the inbox's Team page.
  reset-password <email>  set a new password; the account is signed out everywhere
  remove-user <email>     delete the account and sign it out (not the last owner)
  list-users              list the accounts and their roles

The accounts live in the server's store: DATA_DIR (default ${DEFAULT_DATA_DIR}), or DATABASE_URL.
It works while the server runs.`;

/** Commands and whether they take an email. */
const COMMANDS = new Map([
  ["add-user", true],
  ["reset-password", true],
  ["remove-user", true],
  ["list-users", false],
]);

/**
 * Runs one command.
 * @param args the words after `npm run inbox --`
 * @returns the exit code
 */
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
    const settings = readSettings(env);
    const email = takesEmail ? parseEmail(rest[0] ?? "") : "";
    const channel = await openAccountChannel(settings);
    try {
      return await run(command ?? "", email, channel);
    } finally {
      await channel.close();
    }
  } catch (error) {
    if (refusals.some((type) => error instanceof type)) throw new CliError(message(error));
    throw error;
  }
}

async function run(command: string, email: string, channel: AccountChannel) {
  const { where } = channel;
  switch (command) {
    case "add-user": {
      // Before the password is asked for: nobody types one twice to hear the account exists.
      if (await hasAccount(channel, email)) throw alreadyThere(email);
      accepted(await channel.send({ command, email, password: await newPassword() }), email);
      console.log(`Added ${email} to ${where}. It is an owner and can sign in at /admin.`);
      return 0;
    }
    case "reset-password": {
      if (!(await hasAccount(channel, email))) throw unknownAccount(email);
      const password = await newPassword();
      const reply = accepted(await channel.send({ command, email, password }), email);
      console.log(`Changed the password of ${email}; ${signedOut(reply.sessionsEnded)}.`);
      return 0;
    }
    case "remove-user": {
      const reply = accepted(await channel.send({ command, email }), email);
      console.log(`Removed ${email}; ${signedOut(reply.sessionsEnded)}.`);
      return 0;
    }
    default: {
      const list = (await accounts(channel)) ?? [];
      if (!list.length) {
        console.log(`No accounts in ${where}. Add one: npm run inbox -- add-user <email>`);
        return 0;
      }
      console.log(`Accounts in ${where}:`);
      for (const { email: address, role, createdAt } of list) {
        console.log(`  ${address}  ${role}  (added ${createdAt.slice(0, 10)})`);
      }
      return 0;
    }
  }
}

/** The reply when the command was carried out; a CliError saying why when it was refused. */
function accepted(reply: AccountReply, email: string) {
  if (reply.ok) return reply;
  if (reply.code === "exists") throw alreadyThere(email);
  if (reply.code === "unknown") throw unknownAccount(email);
  throw new CliError(reply.message);
}

const accounts = async (channel: AccountChannel) =>
  accepted(await channel.send({ command: "list-users" }), "").accounts;

const hasAccount = async (channel: AccountChannel, email: string) =>
  ((await accounts(channel)) ?? []).some((account) => account.email === email);

const signedOut = (count = 0) =>
  count === 1 ? "1 session was signed out" : `${count} sessions were signed out`;

const alreadyThere = (email: string) =>
  new CliError(
    `An account for ${email} already exists. To change its password: ` +
      `npm run inbox -- reset-password ${email}`,
  );

const unknownAccount = (email: string) =>
  new CliError(`There is no account for ${email}. See them all: npm run inbox -- list-users`);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
