// @vitest-environment node
import { expect, it } from "vitest";

import type { Summary } from "./lighthouse-run.ts";
import { comparePair, indexRange, parsePeerRoutes, ratioOf } from "./peer-pairs.ts";

it("reads ours=peer pairs, and a path alone as the same path on both sites", () => {
  expect(parsePeerRoutes("/=/, /blogs/edu=/get-started,/mr/")).toEqual([
    { ours: "/", peer: "/" },
    { ours: "/blogs/edu", peer: "/get-started" },
    { ours: "/mr/", peer: "/mr/" },
  ]);
});

it("refuses what is not a path or a pair of paths", () => {
  expect(() => parsePeerRoutes("")).toThrow("--peer-routes names no page");
  expect(() => parsePeerRoutes("/a=/b=/c")).toThrow('"/a=/b=/c" is not a path');
  expect(() => parsePeerRoutes("contact")).toThrow('"contact" is not a path');
});

it("gives no ratio to a peer figure of 0", () => {
  expect(ratioOf(30, 60)).toBe(0.5);
  expect(ratioOf(0, 0)).toBeNull();
  expect(ratioOf(12, 0)).toBeNull();
});

const run = (figures: Partial<Summary>): Summary => ({
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
  ...figures,
});

it("compares the medians of a pair's runs", () => {
  const ours = [run({ lcpMs: 1000, jsKB: 5 }), run({ lcpMs: 3000, jsKB: 5 }), run({ lcpMs: 1200 })];
  const peer = [run({ lcpMs: 2400, jsKB: 20, tbtMs: 40 }), run({ lcpMs: 2000, jsKB: 20 })];
  const result = comparePair({ ours: "/", peer: "/home" }, ours, peer);
  expect(result.ours).toMatchObject({ route: "/", lcpMs: 1200, jsKB: 5 });
  expect(result.peer).toMatchObject({ route: "/home", lcpMs: 2200, jsKB: 20, tbtMs: 20 });
  expect(result.ratios).toEqual({
    jsKB: 0.25,
    tbtMs: 0,
    lcpMs: 1200 / 2200,
    fcpMs: 1,
    totalKB: 1,
  });
});

it("reads the run's benchmark index from every sample, leaving out a run that had none", () => {
  const runs = [run({ benchmarkIndex: 1800 }), run({ benchmarkIndex: 0 }), run({})];
  expect(indexRange(runs)).toEqual({ min: 1800, max: 2000 });
});
