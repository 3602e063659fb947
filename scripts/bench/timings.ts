// What bench:inbox reads from a set of timings: the middle one, the 95th percentile, the worst.

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The middle value (the upper one of an even count). */
export const median = (values: readonly number[]) =>
  sorted(values)[Math.floor(values.length / 2)] as number;

/** The value 95% of the runs stay at or under (nearest rank: of 20 runs, the 19th). */
export const p95 = (values: readonly number[]) =>
  sorted(values)[Math.ceil(values.length * 0.95) - 1] as number;

/** Milliseconds as the tables show them. */
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs `work` `runs` times, one after another; the time of each, in ms. */
export async function timeRuns(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}
