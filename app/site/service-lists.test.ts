import { describe, expect, it, vi } from "vitest";

import type * as CatalogueModule from "./service-catalogue.ts";
import { SERVICE_CATALOGUE, type CatalogueEntry, type ServiceList } from "./service-catalogue.ts";
import { FORM_SERVICES, servicesIn, STORED_SERVICES } from "./service-lists.ts";

const LISTS: ServiceList[] = ["offers", "one-time", "form", "sidebar", "structured-data"];
const catalogue: readonly CatalogueEntry[] = SERVICE_CATALOGUE;

describe("the service catalogue", () => {
  it("gives each list its places 1, 2, 3… once each", () => {
    for (const list of LISTS) {
      const places = catalogue.flatMap((entry) => entry.in[list] ?? []).sort((a, b) => a - b);
      expect(places, list).toEqual(places.map((_, index) => index + 1));
    }
  });

  it("has one id and one form value per service", () => {
    const ids = catalogue.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const values = catalogue.flatMap((entry) => entry.formValue ?? []);
    expect(new Set(values).size).toBe(values.length);
    for (const entry of catalogue.filter((service) => service.in.form !== undefined)) {
      expect(entry.formValue, entry.id).toBeTruthy();
    }
  });

  it("lists the spec's form options (§9) and sidebar (§3) in the spec's order", () => {
    expect(FORM_SERVICES).toEqual([
      "Website Creation",
      "Social Media Management / Marketing",
      "Software Creation",
      "Facebook / Instagram Ads",
    ]);
    expect(servicesIn("sidebar")).toEqual([
      "website-development",
      "social-media-marketing",
      "video-editing",
      "logo-design",
      "poster-design",
      "banner-standee-design",
      "tshirt-design",
    ]);
  });

  it("keeps a service the form no longer offers valid for stored leads", async () => {
    vi.resetModules();
    vi.doMock("./service-catalogue.ts", async (importActual) => {
      const actual = await importActual<typeof CatalogueModule>();
      const retired = { id: "print-design", in: {}, formValue: "Print Design" };
      return { ...actual, SERVICE_CATALOGUE: [...actual.SERVICE_CATALOGUE, retired] };
    });
    const lists = await import("./service-lists.ts");
    expect(lists.FORM_SERVICES).not.toContain("Print Design");
    expect(lists.STORED_SERVICES).toEqual([...FORM_SERVICES, "Print Design"]);
    vi.doUnmock("./service-catalogue.ts");
  });

  it("stores today exactly what the form offers", () => {
    expect(STORED_SERVICES).toEqual(FORM_SERVICES);
  });
});
