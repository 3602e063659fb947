// @vitest-environment node
// A source is named in one place (app/site/known-sources.ts, decision 042). This test adds an
// alias there (a module mock) and checks that the overview, the list and the CSV each merge the
// two sources it joins: a page that named sources its own way would still show them apart.
import { describe, expect, it, vi } from "vitest";

import type * as KnownSourcesModule from "#app/site/known-sources.ts";
import { leads } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";
import { overviewPeriod } from "#app/inbox/overview/overview-period.ts";
import { readLeadOverview } from "#app/inbox/overview/overview.server.ts";
import { leadsCsv } from "#app/inbox/leads/csv.server.ts";
import { listLeads } from "#app/inbox/leads/lead-list.server.ts";

/** A local paper's site and its newsletter's utm_source: one source once the alias is added. */
const PROBE = vi.hoisted(() => ({
  name: "Pune Times",
  aliases: ["punetimes.example", "pt-newsletter"],
}));

vi.mock("#app/site/known-sources.ts", async (importActual) => {
  const actual = await importActual<typeof KnownSourcesModule>();
  return {
    KNOWN_SOURCES: { ...actual.KNOWN_SOURCES, [PROBE.name]: PROBE.aliases },
  };
});

const NOW = new Date("2026-11-10T12:00:00Z");

describe("an alias added to the known sources", () => {
  it("is the probe this test adds", async () => {
    const { KNOWN_SOURCES } = await import("#app/site/known-sources.ts");
    expect(KNOWN_SOURCES[PROBE.name]).toEqual(PROBE.aliases);
  });
});

describeStores("an alias added to the known sources", (store) => {
  it("merges two sources in the overview, the list and the CSV", async () => {
    await store.db
      .insert(leads)
      .values([
        testLead({ referrer: "https://www.punetimes.example/articles/websites" }),
        testLead({ utmSource: "PT-Newsletter", utmCampaign: "november" }),
        testLead({ referrer: "https://www.example.org/" }),
      ]);

    const overview = await readLeadOverview(store.db, overviewPeriod("12w", NOW), {
      ownHost: "example.com",
    });
    expect(overview.bySource.map(({ name, total }) => [name, total])).toEqual([
      [PROBE.name, 2],
      ["example.org", 1],
    ]);

    const listed = await listLeads(store.db, { tab: "inbox" });
    expect(listed.leads.map((lead) => lead.source.name).sort()).toEqual([
      PROBE.name,
      PROBE.name,
      "example.org",
    ]);

    const csv = await new Response(leadsCsv(store.db, { tab: "inbox" })).text();
    const lines = csv.trim().split("\r\n");
    const at = lines[0]!.split(",").indexOf("Source");
    const sourceColumn = lines.map((line) => line.split(",")[at]);
    expect(sourceColumn).toEqual(["Source", "example.org", PROBE.name, PROBE.name]);
  });
});
