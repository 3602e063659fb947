// @vitest-environment node
import { expect, it } from "vitest";

import { describeStores } from "#app/db/test-stores.test-helpers.ts";

import { KEPT_MS, keptDayCounts } from "./live-counts.server.ts";
import { pageView, storePageViews } from "./page-views.test-helpers.ts";

const DAY = "2026-12-07";
const total = (counts: Awaited<ReturnType<typeof keptDayCounts>>) =>
  counts.find((count) => count.dimension === "all")?.views ?? 0;

describeStores("a day's counts kept between readings", (store) => {
  it("counts again once a page view is written, and not before", async () => {
    await storePageViews(store.db, [pageView(DAY, { starts: true }), pageView(DAY)]);
    const first = await keptDayCounts(store.db, DAY, 1_000);
    expect(total(first)).toBe(2);
    // Nothing written since: the same counts, not counted again.
    expect(await keptDayCounts(store.db, DAY, 2_000)).toBe(first);

    await storePageViews(store.db, [pageView(DAY, { visitor: "visitor-2", starts: true })]);
    const after = await keptDayCounts(store.db, DAY, 3_000);
    expect(total(after)).toBe(3);
    expect(after.find((count) => count.dimension === "all")?.visitors).toBe(2);
  });

  it("counts again after KEPT_MS, written to or not", async () => {
    await storePageViews(store.db, [pageView(DAY)]);
    const first = await keptDayCounts(store.db, DAY, 10_000);
    expect(await keptDayCounts(store.db, DAY, 10_000 + KEPT_MS)).not.toBe(first);
  });
});
