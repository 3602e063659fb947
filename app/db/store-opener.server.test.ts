// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

import { StoreOpener } from "./store-opener.server.ts";
import type { Store } from "./store.server.ts";

const unreachable = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
const fakeStore = () => ({ close: vi.fn(async () => {}) }) as unknown as Store;

describe("StoreOpener", () => {
  it("keeps trying an unreachable database in the background and opens it once it answers", async () => {
    vi.useFakeTimers();
    const store = fakeStore();
    const open = vi
      .fn<() => Promise<Store>>()
      .mockRejectedValueOnce(unreachable)
      .mockRejectedValueOnce(unreachable)
      .mockResolvedValue(store);
    const waits: number[] = [];
    const onOpen = vi.fn(async () => {});
    const opener = new StoreOpener({
      open,
      canRetry: () => true,
      retrySeconds: [1, 2],
      onWaiting: (_error, seconds) => waits.push(seconds),
      onOpen,
    });
    await opener.start();
    expect(opener.current).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(opener.current).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(opener.current).toBe(store);
    expect(waits).toEqual([1, 2]);
    expect(onOpen).toHaveBeenCalledWith(store, true);
    vi.useRealTimers();
  });

  it("stops the start on an error no retry mends", async () => {
    const opener = new StoreOpener({
      open: async () => {
        throw new Error("DATA_DIR in use");
      },
      canRetry: () => false,
      onWaiting: () => {},
      onOpen: async () => {},
    });
    await expect(opener.start()).rejects.toThrow("DATA_DIR in use");
  });

  it("closes a store that opens after it was stopped", async () => {
    let finish: (store: Store) => void = () => {};
    const store = fakeStore();
    const opener = new StoreOpener({
      open: () => new Promise<Store>((resolve) => (finish = resolve)),
      canRetry: () => true,
      onWaiting: () => {},
      onOpen: async () => {},
    });
    const started = opener.start();
    const stopped = opener.stop();
    finish(store);
    await Promise.all([started, stopped]);
    expect(store.close).toHaveBeenCalled();
    expect(opener.current).toBeUndefined();
  });
});
