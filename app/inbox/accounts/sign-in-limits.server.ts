import type { CountRow, LimitCounts } from "#app/db/limit-counts.server.ts";

import { forgotten, givenBack, windowCounted, windowWait } from "./limit-windows.ts";

/*
 * The sign-in limits (docs/decisions/017-sign-in-limits.md; a known device at a used-up
 * address, 031; counted in the store, shared by every server, 039). Every attempt is counted before its password is checked (so that parallel
 * attempts cannot all slip under a limit) and given back when the password was right.
 */

export type SignInGate =
  | {
      allowed: true;
      /** The password was right: the attempt was no failure; the browser's count starts over. */
      succeeded(): Promise<void>;
    }
  | {
      allowed: false;
      retryAfterSeconds: number;
      /**
       * True once per refusing limit (address, browser or account) and window: worth an
       * audit entry, where every refusal would let a refused client fill the log at no cost.
       */
      firstRefusal: boolean;
    };

export type SignInLimiter = {
  /**
   * Counts an attempt, or refuses it (counting nothing) when its address (unless it is a
   * known device) or browser is over its limit or its account is slowed down. `device`: the
   * browser's known-device token, already checked against the account (undefined when the
   * browser is not known).
   */
  begin(attempt: {
    address: string;
    email: string;
    device?: string;
    now?: Date;
  }): Promise<SignInGate>;
};

export type SignInLimits = {
  /**
   * Failed attempts from one address per window, whatever the emails (an office, or a
   * mobile network's shared address, is many people). A known device is counted here but
   * never refused by it.
   */
  perAddress: number;
  /**
   * Failed attempts at one email per window from one browser: from one address, or from
   * one known device whatever its address. A stranger who reaches it locks only themselves.
   */
  perBrowser: number;
  /**
   * Failed attempts at one email from anywhere (known devices aside) after which the
   * account's next attempts are spaced out: after the n-th, the next waits
   * 2^(n - slowdownAfter) seconds, at most maxDelaySeconds. Never a lockout.
   */
  slowdownAfter: number;
  maxDelaySeconds: number;
  /** The windows of the counts; an account's count is forgotten this long after its last failure. */
  windowSeconds: number;
};

export const SIGN_IN_LIMITS: SignInLimits = {
  perAddress: 20,
  perBrowser: 5,
  slowdownAfter: 10,
  maxDelaySeconds: 5 * 60,
  windowSeconds: 15 * 60,
};

/** How long the account's next attempt waits after its `failures`-th failure (seconds). */
export function slowdownSeconds(failures: number, limits: SignInLimits = SIGN_IN_LIMITS): number {
  if (failures < limits.slowdownAfter) return 0;
  return Math.min(2 ** (failures - limits.slowdownAfter), limits.maxDelaySeconds);
}

/** The account's failures as stored, with one more at `at` (and the wait it starts). */
function failedOnceMore(row: CountRow | undefined, limits: SignInLimits, at: number): CountRow {
  const failures = (row && row.expiresAt > at ? row.count : 0) + 1;
  return {
    count: failures,
    nextAt: at + slowdownSeconds(failures, limits) * 1000,
    // Forgotten once a window passes without a failure.
    expiresAt: at + limits.windowSeconds * 1000,
  };
}

/** How long the account's next attempt must wait (ms) after its stored failures. */
const slowdownWait = (row: CountRow | undefined, at: number) =>
  row && row.expiresAt > at && row.nextAt !== null ? Math.max(0, row.nextAt - at) : 0;

/**
 * The sign-in limits, counted in the store (app/db/limit-counts.server.ts): every server on
 * one database counts the same attempts, and a restart forgets none (decision 039). Nothing
 * is counted for an attempt that is refused; rows past their window are swept. `counts` throws
 * while the store is not open, and so does `begin`: no attempt is let through uncounted.
 */
export function createSignInLimiter(
  counts: () => LimitCounts,
  limits: SignInLimits = SIGN_IN_LIMITS,
): SignInLimiter {
  const windowMs = limits.windowSeconds * 1000;

  return {
    async begin({ address, email, device, now = new Date() }) {
      const at = now.getTime();
      const store = counts();
      const addressKey = store.keyOf("sign-in address", address);
      const browserKey = device
        ? store.keyOf("sign-in device", `${email}\0${device}`)
        : store.keyOf("sign-in browser", `${email}\0${address}`);
      // A known device is not slowed down by failures elsewhere, nor counted among them.
      const accountKey = device ? undefined : store.keyOf("sign-in account", email);
      const keys = [addressKey, browserKey, ...(accountKey ? [accountKey] : [])];

      const refusal = await store.update(keys, at, (rows) => {
        const waits: (readonly [key: string, ms: number])[] = [
          // A known device is counted at its address but never refused there: strangers behind
          // the owner's carrier-grade NAT cannot use the address up for the owner's own phone
          // (decision 031).
          ...(device
            ? []
            : [[addressKey, windowWait(rows.get(addressKey), limits.perAddress, at)] as const]),
          [browserKey, windowWait(rows.get(browserKey), limits.perBrowser, at)],
          ...(accountKey ? [[accountKey, slowdownWait(rows.get(accountKey), at)] as const] : []),
        ];
        const refused = waits.filter(([, ms]) => ms > 0);
        if (refused.length) {
          const waitMs = Math.max(...refused.map(([, ms]) => ms));
          return { value: { firstKey: refused[0]![0], waitMs }, writes: new Map() };
        }
        const writes = new Map([
          [addressKey, windowCounted(rows.get(addressKey), windowMs, at)],
          [browserKey, windowCounted(rows.get(browserKey), windowMs, at)],
        ]);
        if (accountKey) writes.set(accountKey, failedOnceMore(rows.get(accountKey), limits, at));
        return { value: undefined, writes };
      });

      if (refusal) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.waitMs / 1000)),
          firstRefusal: await store.firstIn(
            store.keyOf("sign-in reported", refusal.firstKey),
            windowMs,
            at,
          ),
        };
      }
      return {
        allowed: true,
        async succeeded() {
          await store.update(keys, at, (rows) => {
            const writes = new Map<string, CountRow>();
            const address = givenBack(rows.get(addressKey), at);
            if (address) writes.set(addressKey, address);
            // The browser's count starts over.
            writes.set(browserKey, forgotten(at));
            // Only this attempt: the failures from elsewhere still stand.
            const account = accountKey && givenBack(rows.get(accountKey), at);
            if (accountKey && account) writes.set(accountKey, account);
            return { value: undefined, writes };
          });
        },
      };
    },
  };
}

/** "45 seconds", "1 minute", "4 minutes 30 seconds": how long `seconds` is, for people. */
export function waitText(seconds: number): string {
  const total = Math.max(1, Math.ceil(seconds));
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? "" : "s"}`;
  if (total < 60) return unit(total, "second");
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return rest ? `${unit(minutes, "minute")} ${unit(rest, "second")}` : unit(minutes, "minute");
}
