type Callback = () => void;

/** Runs `fn` at most once per `waitMs`, on the leading and the trailing edge. */
export function throttle(fn: Callback, waitMs: number): Callback & { cancel(): void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const now = Date.now();
    const remaining = waitMs - (now - last);
    if (remaining <= 0) {
      clearTimeout(timer);
      timer = undefined;
      last = now;
      fn();
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, remaining);
    }
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}

/** Runs `fn` once, `waitMs` after the last call, with that call's arguments. */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
): ((...args: Args) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
