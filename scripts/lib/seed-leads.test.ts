// @vitest-environment node
import { expect, it } from "vitest";

import { dedupeKeyOf } from "#app/leads/capture.server.ts";
import { seededRandom } from "#app/lib/seeded-random.ts";
import { FORM_SERVICES } from "#app/site/service-lists.ts";

import { fakeLead } from "./seed-leads.ts";

it("seeds every lead with the key the server gives its answers (dedupeKeyOf)", () => {
  const random = seededRandom(7);
  const now = new Date("2026-11-27T12:00:00Z");
  // Over two years, so that spam, Devanagari names and every way of typing a number come up.
  for (let day = 0; day < 400; day += 1) {
    const lead = fakeLead(random, new Date(now.getTime() - day * 43_200_000), now, FORM_SERVICES);
    expect(lead.dedupeKey, `${lead.name} <${lead.email}>`).toBe(dedupeKeyOf(lead));
  }
});
