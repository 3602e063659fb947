// A service is defined once (app/site/service-catalogue.ts, issue 54). This test adds one to the
// catalogue (a module mock), marked for the one-time cards, the quote form and the article
// sidebar, with its words in each of those lists' tables, and renders every list in the three
// languages: it must appear in exactly those lists, in each list's words, and in none other (the
// main offers, the JSON-LD offers). A list that kept a copy of its services would miss it.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type * as CatalogueModule from "#app/site/service-catalogue.ts";
import type * as CardsModule from "#app/content/service-cards.ts";
import type * as SidebarWordsModule from "#app/blog/sidebar-words.ts";
import type * as FormLabelsModule from "#app/quote/form-service-labels.ts";
import { getLocale, overwriteGetLocale, type Locale } from "#app/paraglide/runtime.js";
import { OffersSection } from "#app/components/sections/offers-section.tsx";
import { OneTimeServicesSection } from "#app/components/sections/one-time-services-section.tsx";
import { ServicesSidebar } from "#app/blog/services-sidebar.tsx";
import { QuoteForm } from "#app/quote/index.ts";
import { quoteSchema } from "#app/quote/quote-schema.ts";
import { parseLeadFilter } from "#app/inbox/leads/lead-filter.ts";
import { serviceCatalogSchema } from "#app/pages/structured-data.ts";
import { FORM_SERVICES } from "#app/site/service-lists.ts";

/** The probe's words in each list, in each language: distinct, so that each can be found. */
const PROBE = vi.hoisted(() => {
  const inLocale = (words: Record<"en" | "mr" | "hi", string>) => () =>
    words[(globalThis as { probeLocale?: "en" | "mr" | "hi" }).probeLocale ?? "en"];
  return {
    id: "seo-audit",
    formValue: "SEO Audit",
    card: {
      en: "Search audit card",
      mr: "शोध तपासणी कार्ड",
      hi: "सर्च ऑडिट कार्ड",
    },
    cardText: { en: "We check your site.", mr: "आम्ही साइट तपासतो.", hi: "हम साइट जाँचते हैं।" },
    sidebar: { en: "Audit in the sidebar", mr: "बाजूच्या यादीतील तपासणी", hi: "साइडबार की जाँच" },
    form: { en: "SEO Audit", mr: "फॉर्ममधील तपासणी", hi: "फ़ॉर्म की जाँच" },
    inLocale,
  };
});

vi.mock("#app/site/service-catalogue.ts", async (importActual) => {
  const actual = await importActual<typeof CatalogueModule>();
  const probe = {
    id: PROBE.id,
    in: { "one-time": 7, form: 5, sidebar: 8 },
    formValue: PROBE.formValue,
  };
  return { ...actual, SERVICE_CATALOGUE: [...actual.SERVICE_CATALOGUE, probe] };
});

vi.mock("#app/content/service-cards.ts", async (importActual) => {
  const actual = await importActual<typeof CardsModule>();
  const card = {
    id: PROBE.id,
    get title() {
      return PROBE.inLocale(PROBE.card)();
    },
    get text() {
      return PROBE.inLocale(PROBE.cardText)();
    },
    iconUrl: "/images/icons/services/logo-design.svg",
    price: 3000,
    billing: "one-time",
  };
  return { ...actual, SERVICE_CARDS: { ...actual.SERVICE_CARDS, [PROBE.id]: card } };
});

vi.mock("#app/blog/sidebar-words.ts", async (importActual) => {
  const actual = await importActual<typeof SidebarWordsModule>();
  const words = () => [PROBE.inLocale(PROBE.sidebar)()];
  return { SIDEBAR_WORDS: { ...actual.SIDEBAR_WORDS, [PROBE.id]: words } };
});

vi.mock("#app/quote/form-service-labels.ts", async (importActual) => {
  const actual = await importActual<typeof FormLabelsModule>();
  const label = PROBE.inLocale(PROBE.form);
  return { FORM_SERVICE_LABELS: { ...actual.FORM_SERVICE_LABELS, [PROBE.id]: label } };
});

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

function inLanguage(locale: Locale & ("en" | "mr" | "hi")) {
  overwriteGetLocale(() => locale);
  (globalThis as { probeLocale?: string }).probeLocale = locale;
}

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe.each(["en", "mr", "hi"] as const)("a service added to the catalogue, in %s", (locale) => {
  it("appears in exactly the lists it is marked for, in each list's words", () => {
    inLanguage(locale);
    const card = PROBE.card[locale];

    const oneTime = html(<OneTimeServicesSection />);
    expect(oneTime).toContain(card);
    expect(oneTime).toContain(PROBE.cardText[locale]);
    expect(oneTime).toContain("3,000");

    const sidebar = html(<ServicesSidebar />);
    expect(sidebar).toContain(`${PROBE.sidebar[locale]}</li>`);

    const form = html(<QuoteForm page="/contact" language={locale} />);
    expect(form).toContain(`<option value="${PROBE.formValue}">${PROBE.form[locale]}</option>`);

    // Not marked for the main offers or the JSON-LD catalogue: in neither, in no wording.
    const elsewhere = [html(<OffersSection />), JSON.stringify(serviceCatalogSchema())];
    for (const list of elsewhere) {
      for (const words of [card, PROBE.sidebar[locale], PROBE.form[locale], PROBE.formValue]) {
        expect(list).not.toContain(words);
      }
    }
    // Nor the sidebar in the card's words, or the form in the sidebar's.
    expect(sidebar).not.toContain(card);
    expect(form).not.toContain(PROBE.sidebar[locale]);
  });
});

describe("a service added to the form", () => {
  it("is a value the quote accepts, the store keeps and the inbox filters by", () => {
    expect(FORM_SERVICES.at(-1)).toBe(PROBE.formValue);
    const quote = {
      name: "Ananya Iyer",
      email: "ananya@example.in",
      whatsapp: "+91 98765 43210",
      service: PROBE.formValue,
      message: "An audit of our bakery's site.",
    };
    expect(quoteSchema("en").safeParse(quote).success).toBe(true);
    expect(parseLeadFilter(new URLSearchParams({ service: PROBE.formValue })).service).toBe(
      PROBE.formValue,
    );
  });
});
