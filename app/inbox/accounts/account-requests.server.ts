import { join } from "node:path";

import { z } from "zod";

import { ROLES } from "#app/db/schema.server.ts";

/*
 * What the accounts tool (`npm run inbox`) and a running server say to each other over the
 * server's Unix socket in the data folder (server/inbox-socket.ts,
 * docs/decisions/025-inbox-tool-socket.md): one request a connection, one JSON line each way.
 * The commands are the tool's own; the password travels in the request and nowhere else.
 */

/** The socket's name in DATA_DIR, beside the store and its lock. */
export const ACCOUNT_SOCKET_FILE = "inbox.sock";

export const accountSocketPath = (dataDir: string) => join(dataDir, ACCOUNT_SOCKET_FILE);

/**
 * The longest socket path every Unix takes (sun_path is 108 bytes on Linux, 104 on macOS,
 * the terminating NUL included); Node refuses a longer one with EINVAL, which says nothing.
 */
export const MAX_SOCKET_PATH_BYTES = 103;

/**
 * A request's longest line: a password of PASSWORD_MAX_LENGTH (1,024) characters of up to four
 * bytes each, an email of 254, and room for the JSON around them.
 */
export const MAX_REQUEST_BYTES = 8192;

// Lengths only: the account functions check the email and the password themselves, and say
// what is wrong in words (accounts.server.ts).
const email = z.string().max(254);
const password = z.string().max(4096);

/** One of the tool's commands, with what it needs. */
export const accountRequest = z.discriminatedUnion("command", [
  z.strictObject({ command: z.literal("add-user"), email, password }),
  z.strictObject({ command: z.literal("reset-password"), email, password }),
  z.strictObject({ command: z.literal("remove-user"), email }),
  z.strictObject({ command: z.literal("list-users") }),
]);

export type AccountRequest = z.infer<typeof accountRequest>;

/** Why a request was refused: an AccountError's code, or the channel's own. */
export const accountRefusalCode = z.enum([
  // AccountErrorCode (accounts.server.ts)
  "invalid-email",
  "exists",
  "unknown",
  "weak-password",
  "last-owner",
  "not-owner",
  /** Not JSON, or not one of the commands. */
  "malformed",
  /** Longer than MAX_REQUEST_BYTES before its end. */
  "too-long",
  /** The store failed (its error's kind and code in the message, never its text). */
  "failed",
]);

export const accountReply = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    /** list-users: every account, by email, with its role; createdAt in ISO 8601. */
    accounts: z
      .array(
        z.object({
          email: z.string(),
          role: z.enum(ROLES),
          createdAt: z.iso.datetime(),
        }),
      )
      .optional(),
    /** reset-password and remove-user: the sessions ended. */
    sessionsEnded: z.number().int().nonnegative().optional(),
  }),
  z.object({ ok: z.literal(false), code: accountRefusalCode, message: z.string() }),
]);

export type AccountReply = z.infer<typeof accountReply>;

export type AccountRefusal = Extract<AccountReply, { ok: false }>;

export const refusal = (code: AccountRefusal["code"], message: string): AccountRefusal => ({
  ok: false,
  code,
  message,
});
