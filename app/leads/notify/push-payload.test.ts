import { describe, expect, it } from "vitest";

import { pushPayloadFor } from "./push-payload.ts";
import { sampleLead } from "./notify.test-helpers.ts";

describe("a phone alert's payload", () => {
  it("says a lead came and for which service, opens it, and holds nothing of the person", () => {
    const lead = sampleLead();
    const payload = pushPayloadFor(lead);
    expect(payload).toEqual({
      title: "New lead: Website Creation",
      body: "Open the inbox to read it.",
      url: `/admin/leads/${lead.id}`,
      tag: `lead-${lead.id}`,
    });
    const shown = JSON.stringify(payload);
    for (const data of [lead.name, lead.email, lead.whatsapp, "bakery", lead.pagePath!]) {
      expect(shown).not.toContain(data);
    }
  });

  it("names the language of the page it came from when it is not English", () => {
    expect(pushPayloadFor(sampleLead({ language: "mr" })).body).toBe(
      "From a page in Marathi (मराठी). Open the inbox to read it.",
    );
    expect(pushPayloadFor(sampleLead({ language: "hi" })).body).toBe(
      "From a page in Hindi (हिन्दी). Open the inbox to read it.",
    );
  });
});
