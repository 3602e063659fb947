import type { Db } from "#app/db/store.server.ts";

import { AccountError, addUser, listUsers, removeUser, resetPassword } from "./accounts.server.ts";
import {
  accountRequest,
  refusal,
  type AccountReply,
  type AccountRequest,
} from "./account-requests.server.ts";

/**
 * Answers one request of the accounts tool in the store `db`: run by the tool itself when it
 * opens the store, and by the running server for a request over its socket (exported by the
 * server build's entry, so that it runs with the same modules as the inbox's pages). The audit
 * log names "command line" as the actor either way. An AccountError becomes a refusal with its
 * words; any other error (the store's) is thrown, for the caller to report as it may.
 */
export async function answerAccountRequest(db: Db, body: unknown): Promise<AccountReply> {
  const parsed = accountRequest.safeParse(body);
  if (!parsed.success) {
    return refusal(
      "malformed",
      "The request is not one of the inbox tool's commands (add-user, reset-password, " +
        "remove-user, list-users) with what it needs.",
    );
  }
  try {
    return await run(db, parsed.data);
  } catch (error) {
    if (error instanceof AccountError) return refusal(error.code, error.message);
    throw error;
  }
}

async function run(db: Db, request: AccountRequest): Promise<AccountReply> {
  switch (request.command) {
    case "add-user":
      await addUser(db, request.email, request.password);
      return { ok: true };
    case "reset-password":
      return { ok: true, ...(await resetPassword(db, request.email, request.password)) };
    case "remove-user":
      return { ok: true, ...(await removeUser(db, request.email)) };
    case "list-users": {
      const accounts = await listUsers(db);
      return {
        ok: true,
        accounts: accounts.map(({ email, role, createdAt }) => ({
          email,
          role,
          createdAt: createdAt.toISOString(),
        })),
      };
    }
  }
}
