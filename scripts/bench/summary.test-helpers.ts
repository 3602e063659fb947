import type { Summary } from "./lighthouse-run.ts";

/** One Lighthouse run's figures for the benches' tests: a perfect page unless told otherwise. */
export const sampleRun = (figures: Partial<Summary> = {}): Summary => ({
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  jsKB: 5,
  totalKB: 40,
  benchmarkIndex: 2000,
  roundIndex: 2500,
  slowdown: 5,
  ...figures,
});
