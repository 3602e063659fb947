// @vitest-environment node
import { expect, it } from "vitest";

import { sampleRun } from "./summary.test-helpers.ts";

import {
  comparePair,
  indexRange,
  parsePeerRoutes,
  PEER_BENCH_SITES,
  ratioOf,
  siteOrderOfRound,
} from "./peer-pairs.ts";

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

const run = sampleRun;

it("compares ours with the peer served with the same headers, and shows all three", () => {
  const ours = [run({ lcpMs: 1000, tbtMs: 90 }), run({ lcpMs: 3000, tbtMs: 30 }), run({})];
  const peer = [run({ lcpMs: 2000, jsKB: 20, tbtMs: 0 })];
  const peerWithHeaders = [
    run({ lcpMs: 2400, jsKB: 20, tbtMs: 40 }),
    run({ lcpMs: 2000, jsKB: 20, tbtMs: 0 }),
  ];
  const result = comparePair(
    { ours: "/", peer: "/home" },
    { start: ours, peer, "peer+headers": peerWithHeaders },
  );
  expect(result.medians.start).toMatchObject({ route: "/", lcpMs: 1000, tbtMs: 30, jsKB: 5 });
  expect(result.medians.peer).toMatchObject({ route: "/home", lcpMs: 2000, tbtMs: 0 });
  expect(result.medians["peer+headers"]).toMatchObject({
    route: "/home",
    lcpMs: 2200,
    jsKB: 20,
    tbtMs: 20,
  });
  // Against peer+headers (TBT 20), not the bare peer (TBT 0, which would give no ratio).
  expect(result.ratios).toEqual({
    jsKB: 0.25,
    tbtMs: 1.5,
    lcpMs: 1000 / 2200,
    fcpMs: 1,
    totalKB: 1,
  });
  expect(result.tbtDifferenceMs).toBe(10);
});

it("gives the TBT difference where the peer blocks nothing and the ratio is none", () => {
  const result = comparePair(
    { ours: "/", peer: "/" },
    { start: [run({ tbtMs: 92 })], peer: [run({})], "peer+headers": [run({ tbtMs: 0 })] },
  );
  expect(result.ratios.tbtMs).toBeNull();
  expect(result.tbtDifferenceMs).toBe(92);
});

it("turns the sites' order each round, so each goes first as often as the others", () => {
  expect(siteOrderOfRound(PEER_BENCH_SITES, 1)).toEqual(["start", "peer", "peer+headers"]);
  expect(siteOrderOfRound(PEER_BENCH_SITES, 2)).toEqual(["peer", "peer+headers", "start"]);
  expect(siteOrderOfRound(PEER_BENCH_SITES, 3)).toEqual(["peer+headers", "start", "peer"]);
  expect(siteOrderOfRound(PEER_BENCH_SITES, 4)).toEqual(siteOrderOfRound(PEER_BENCH_SITES, 1));
  const firsts = [1, 2, 3, 4, 5, 6].map((round) => siteOrderOfRound(PEER_BENCH_SITES, round)[0]);
  for (const site of PEER_BENCH_SITES) expect(firsts.filter((s) => s === site)).toHaveLength(2);
});

it("reads the run's benchmark index from every sample, leaving out a run that had none", () => {
  const runs = [run({ benchmarkIndex: 1800 }), run({ benchmarkIndex: 0 }), run({})];
  expect(indexRange(runs)).toEqual({ min: 1800, max: 2000 });
});
