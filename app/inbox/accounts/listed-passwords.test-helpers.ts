import { commonPasswords } from "./common-passwords.server.ts";

/*
 * For the tests: passwords that must be refused, taken from the common-password list itself
 * when a test runs, so that no password is written into the repository.
 */

/** The `rank`-th listed password (0: the most used), as the list has it (lower case). */
export async function listedPassword(rank = 0): Promise<string> {
  const password = [...(await commonPasswords())][rank];
  if (password === undefined) throw new Error(`The common-password list has no entry ${rank}.`);
  return password;
}

/** The same password in other capitals: the list is checked whatever the case. */
export const inOtherCase = (password: string) =>
  [...password].map((c, n) => (n % 2 ? c.toUpperCase() : c)).join("");
