/*
 * The sign-in limits (docs/decisions/017-sign-in-limits.md; a known device at a used-up
 * address, 031). Every attempt is counted before its password is checked (so that parallel
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

/**
 * The sign-in limits, kept in this process's memory: a restart forgets them, and each
 * server process counts on its own (N processes allow N times the attempts). Nothing is
 * stored for an attempt that is refused, and each address can be counted only perAddress
 * times a window, so the memory used grows with the addresses trying, not with the attempts.
 */
export function createSignInLimiter(limits: SignInLimits = SIGN_IN_LIMITS): SignInLimiter {
  const windowMs = limits.windowSeconds * 1000;
  const byAddress = new FixedWindows(limits.perAddress, windowMs);
  const byBrowser = new FixedWindows(limits.perBrowser, windowMs);
  const byAccount = new Slowdown(limits);
  const reported = new FixedWindows(1, windowMs);
  let sweptAt = 0;

  return {
    async begin({ address, email, device, now = new Date() }) {
      const at = now.getTime();
      if (at - sweptAt >= windowMs) {
        for (const counts of [byAddress, byBrowser, byAccount, reported]) counts.sweep(at);
        sweptAt = at;
      }
      const addressKey = `address ${address}`;
      const browserKey = device ? `device ${email} ${device}` : `pair ${email} ${address}`;
      // A known device is not slowed down by failures elsewhere, nor counted among them.
      const accountKey = device ? undefined : `account ${email}`;
      // Nothing awaited from here to the counting: no other attempt runs in between.
      const waits: [key: string, ms: number][] = [
        // A known device is counted at its address but never refused there: strangers behind
        // the owner's carrier-grade NAT cannot use the address up for the owner's own phone
        // (decision 031).
        ...(device ? [] : [[addressKey, byAddress.wait(addressKey, at)] as [string, number]]),
        [browserKey, byBrowser.wait(browserKey, at)],
        ...(accountKey ? [[accountKey, byAccount.wait(accountKey, at)] as [string, number]] : []),
      ];
      const refused = waits.filter(([, ms]) => ms > 0);
      if (refused.length) {
        const [firstKey] = refused[0]!;
        const firstRefusal = reported.wait(firstKey, at) === 0;
        if (firstRefusal) reported.count(firstKey, at);
        const waitMs = Math.max(...refused.map(([, ms]) => ms));
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
          firstRefusal,
        };
      }
      byAddress.count(addressKey, at);
      byBrowser.count(browserKey, at);
      if (accountKey) byAccount.count(accountKey, at);
      return {
        allowed: true,
        async succeeded() {
          byAddress.giveBack(addressKey, at);
          byBrowser.forget(browserKey);
          // Only this attempt: the failures from elsewhere still stand.
          if (accountKey) byAccount.giveBack(accountKey, at);
        },
      };
    },
  };
}

/** Counts per key in fixed windows that start at a key's first count. */
export class FixedWindows {
  readonly #counts = new Map<string, { count: number; endsAt: number }>();

  readonly limit: number;
  readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  #current(key: string, at: number) {
    const entry = this.#counts.get(key);
    if (entry && entry.endsAt > at) return entry;
    this.#counts.delete(key);
    return undefined;
  }

  /** How long the key must wait before it may count again (ms); 0 when it may now. */
  wait(key: string, at: number): number {
    const entry = this.#current(key, at);
    return entry && entry.count >= this.limit ? entry.endsAt - at : 0;
  }

  count(key: string, at: number) {
    const entry = this.#current(key, at);
    if (entry) entry.count += 1;
    else this.#counts.set(key, { count: 1, endsAt: at + this.windowMs });
  }

  giveBack(key: string, at: number) {
    const entry = this.#current(key, at);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  forget(key: string) {
    this.#counts.delete(key);
  }

  sweep(at: number) {
    for (const [key, entry] of this.#counts) if (entry.endsAt <= at) this.#counts.delete(key);
  }
}

/**
 * Failures per account from anywhere, forgotten once a window passes without one; past
 * `slowdownAfter`, each failure makes the next attempt wait (slowdownSeconds).
 */
class Slowdown {
  readonly #accounts = new Map<string, { failures: number; lastAt: number; nextAt: number }>();
  readonly #windowMs: number;

  readonly limits: SignInLimits;

  constructor(limits: SignInLimits) {
    this.limits = limits;
    this.#windowMs = limits.windowSeconds * 1000;
  }

  #current(key: string, at: number) {
    const entry = this.#accounts.get(key);
    if (entry && at - entry.lastAt < this.#windowMs) return entry;
    this.#accounts.delete(key);
    return undefined;
  }

  wait(key: string, at: number): number {
    const entry = this.#current(key, at);
    return entry ? Math.max(0, entry.nextAt - at) : 0;
  }

  count(key: string, at: number) {
    const entry = this.#current(key, at) ?? { failures: 0, lastAt: at, nextAt: at };
    entry.failures += 1;
    entry.lastAt = at;
    entry.nextAt = at + slowdownSeconds(entry.failures, this.limits) * 1000;
    this.#accounts.set(key, entry);
  }

  /** The attempt was no failure; the wait it started stands (it was someone's turn). */
  giveBack(key: string, at: number) {
    const entry = this.#current(key, at);
    if (entry && entry.failures > 0) entry.failures -= 1;
  }

  sweep(at: number) {
    for (const [key] of this.#accounts) this.#current(key, at);
  }
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
