import type { LimitCounts } from "#app/db/limit-counts.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { accountLinkMail } from "./account-link-mail.ts";
import { createAccountLink, FORGOT_PASSWORD } from "./account-links.server.ts";
import { AccountError, findAccount } from "./accounts.server.ts";
import { adminLinkPath } from "./link-path.ts";
import { windowCounted, windowWait } from "./limit-windows.ts";

/*
 * "Forgot password?" on the sign-in page. Whatever the email, the answer is the same and
 * takes about the same time: the email is sent after the answer (an unknown email sends
 * nothing), and the answer waits until FORGOT_ANSWER_MS have passed either way, so that neither
 * the words nor the time tell a stranger which emails have accounts. Limited per address and
 * per email, unknown emails alike, in counts every server shares (decision 039).
 */

/** The least time an answer takes: more than a lookup and a link's insert on a slow store. */
export const FORGOT_ANSWER_MS = 400;

export const FORGOT_LIMITS = {
  /** Requests from one address per window, whatever the emails. */
  perAddress: 5,
  /** Requests for one email per window, from anywhere: a mailbox is not flooded. */
  perEmail: 3,
  windowMs: 15 * 60 * 1000,
};

export type ForgotLimiter = {
  /** 0 when the request may go ahead (and is counted), else the seconds to wait. */
  admit(address: string, email: string, at?: number): Promise<number>;
};

/**
 * The requests counted in the store, shared by every server (decision 039). While the store
 * cannot be reached `admit` throws, and the page answers 503 as it would for the reset itself.
 */
export function createForgotLimiter(
  counts: () => LimitCounts,
  limits = FORGOT_LIMITS,
): ForgotLimiter {
  return {
    admit(address, email, at = Date.now()) {
      const store = counts();
      const checks = [
        { key: store.keyOf("forgot address", address), limit: limits.perAddress },
        { key: store.keyOf("forgot email", email.trim().toLowerCase()), limit: limits.perEmail },
      ];
      return store.update(
        checks.map(({ key }) => key),
        at,
        (rows) => {
          const waitMs = Math.max(
            ...checks.map(({ key, limit }) => windowWait(rows.get(key), limit, at)),
          );
          if (waitMs > 0)
            return { value: Math.max(1, Math.ceil(waitMs / 1000)), writes: new Map() };
          const writes = new Map(
            checks.map(({ key }) => [key, windowCounted(rows.get(key), limits.windowMs, at)]),
          );
          return { value: 0, writes };
        },
      );
    },
  };
}

export type ForgotPasswordOptions = {
  db: Db;
  /** Sends the email; the route offers no reset without one. */
  send: (mail: ReturnType<typeof accountLinkMail>) => Promise<void>;
  /** Where the link points: PUBLIC_ORIGIN or the site's origin, never the request's Host. */
  origin: string;
  siteName: string;
  /** Told why a send failed (never to whom). */
  log?: (line: string) => void;
  now?: Date;
};

/**
 * Makes a reset link for the account of `email`, if there is one, and sends it in the
 * background. Resolves when the answer may be given (at FORGOT_ANSWER_MS at the earliest).
 * An invalid email is treated as an unknown one.
 */
export async function forgotPassword(
  email: string,
  { db, send, origin, siteName, log = console.error, now = new Date() }: ForgotPasswordOptions,
): Promise<void> {
  const answerAt = Date.now() + FORGOT_ANSWER_MS;
  const account = await findAccount(db, email).catch((error: unknown) => {
    // Not an email at all: answered as an unknown one. The store's faults are the caller's.
    if (error instanceof AccountError) return undefined;
    throw error;
  });
  if (account) {
    const { token } = await createAccountLink(db, {
      kind: "reset",
      email: account.email,
      createdBy: FORGOT_PASSWORD,
      now,
    });
    const mail = accountLinkMail({
      kind: "reset",
      to: account.email,
      link: new URL(adminLinkPath(token), origin).href,
      siteName,
    });
    send(mail).catch((error: unknown) =>
      log(`A password reset email could not be sent: ${(error as Error).message}.`),
    );
  }
  const left = answerAt - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
