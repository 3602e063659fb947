import { spawnSync } from "node:child_process";

import { expect, type Page } from "@playwright/test";

import { newDataDir, startServer, type ServerProcess } from "./server-process.ts";

// The inbox's accounts in the specs that start a server of their own: made with the
// command-line tool in the server's data folder before it starts, and signed in through the
// sign-in page as a person would.

export type Account = { email: string; password: string };

export const OWNER: Account = { email: "owner@example.in", password: "a long owner passphrase" };
export const STAFF: Account = { email: "staff@example.in", password: "another long passphrase" };

/**
 * `npm run inbox -- add-user` (an owner) on the embedded store in `dataDir`, or on the
 * PostgreSQL database `databaseUrl` names.
 */
export function addAccount(dataDir: string, { email, password }: Account, databaseUrl = ""): void {
  const run = spawnSync(process.execPath, ["scripts/inbox.ts", "add-user", email], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  expect(run.status, run.stderr + run.stdout).toBe(0);
}

/** Fills in and sends the sign-in page of the server at `base`. */
export async function signInAs(page: Page, base: string, { email, password }: Account) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A server of its own on a new data folder (or on the PostgreSQL database `databaseUrl`), its
 * accounts made with the tool before it starts: owners, as the tool makes them.
 */
export function startServerWithAccounts(
  accounts: Account[],
  env: Record<string, string> = {},
  databaseUrl = "",
): Promise<ServerProcess> {
  const dataDir = newDataDir();
  for (const account of accounts) addAccount(dataDir, account, databaseUrl);
  return startServer({ ...env, ...(databaseUrl && { DATABASE_URL: databaseUrl }) }, dataDir);
}
