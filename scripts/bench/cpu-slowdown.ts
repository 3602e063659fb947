// The CPU slowdown that makes this machine stand for a budget phone: Lighthouse's mobile
// figures are calibrated for a phone whose benchmark index, once slowed, reads about 500
// (index ÷ slowdown 400–600; issue 52). This machine's index moves from hour to hour
// (docs/performance.md, "Noise on this machine"), so the benches read it before each round and
// slow the CPU to match, instead of Lighthouse's fixed 4×.
import type { Browser } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** The slowed index the benches aim for: a budget phone's. */
export const TARGET_SLOWED_INDEX = 500;

/** The slowdown for a machine of this index: index ÷ slowdown = 500, to a tenth, at least 1. */
export function slowdownFor(index: number): number {
  if (!(index > 0)) throw new Error(`no benchmark index to set the CPU slowdown from (${index})`);
  return Math.max(1, Math.round((index / TARGET_SLOWED_INDEX) * 10) / 10);
}

/** Lighthouse's benchmark index of this machine now, read in a blank page of `browser`. */
export async function benchmarkIndexOf(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    // The mean of two readings: steadier than the one Lighthouse takes.
    const first = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const second = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    return Math.round((first + second) / 2);
  } finally {
    await page.close();
  }
}
