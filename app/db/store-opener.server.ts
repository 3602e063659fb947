import type { Store } from "./store.server.ts";

/*
 * Opens the store, and keeps trying in the background while the database cannot be reached
 * (PostgreSQL down at start, or still starting): the server serves its static pages meanwhile.
 */

/** Waits between attempts: soon at first (a database starting beside the server), then 30 s. */
export const STORE_RETRY_SECONDS = [1, 2, 5, 10, 30] as const;

type StoreOpenerOptions = {
  open: () => Promise<Store>;
  /** Whether a failed open is worth another try (the database unreachable), or final. */
  canRetry: (error: unknown) => boolean;
  retrySeconds?: readonly number[];
  /** A try failed and another follows in `seconds`. */
  onWaiting: (error: unknown, seconds: number) => void;
  /** The store is open; `afterWaiting` when earlier tries failed. */
  onOpen: (store: Store, afterWaiting: boolean) => Promise<void>;
};

export class StoreOpener {
  /** The open store, or undefined while it cannot be reached. */
  current: Store | undefined;
  #options: StoreOpenerOptions;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #trying: Promise<void> | undefined;
  #stopped = false;

  constructor(options: StoreOpenerOptions) {
    this.#options = options;
  }

  /** The first try: resolves once the store is open or retries are scheduled; rejects on a final error. */
  async start(): Promise<void> {
    await this.#try();
  }

  /** Stops trying; resolves once a try under way has ended (closing what it opened). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#trying?.catch(() => {});
  }

  #try(): Promise<void> {
    const attempt = (async () => {
      let store: Store;
      try {
        store = await this.#options.open();
      } catch (error) {
        if (!this.#options.canRetry(error)) throw error;
        this.#schedule(error);
        return;
      }
      if (this.#stopped) {
        await store.close();
        return;
      }
      this.current = store;
      await this.#options.onOpen(store, this.#attempt > 0);
    })();
    this.#trying = attempt;
    return attempt;
  }

  #schedule(error: unknown) {
    if (this.#stopped) return;
    const waits = this.#options.retrySeconds ?? STORE_RETRY_SECONDS;
    const seconds = waits[Math.min(this.#attempt, waits.length - 1)] ?? 30;
    this.#attempt += 1;
    this.#options.onWaiting(error, seconds);
    this.#timer = setTimeout(() => {
      // In the background even an error that would have stopped the start (a migration that
      // fails once the database answers) is only logged: the static pages keep being served.
      this.#try().catch((final: unknown) => this.#schedule(final));
    }, seconds * 1000);
    this.#timer.unref?.();
  }
}
