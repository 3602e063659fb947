// @vitest-environment node
// A quote field is defined once (app/site/quote-field-facts.ts, issue 54). This test adds one to
// the contract (a module mock) with its words (the form's and the privacy notice's tables), and
// the store its migration, then follows it through every reader: the form and its rules, the
// Google Form's names, the search, the capture and the store (embedded, and PostgreSQL when
// DATABASE_URL is set), the lead page and its correction and history, the CSV, the email and
// the webhook, the privacy notice and the "not sent" page. A reader that kept its own list of
// fields would miss it; a stored lead's duplicate key must not change.
import { eq, sql } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type * as FactsModule from "#app/site/quote-field-facts.ts";
import type * as FieldWordsModule from "#app/quote/field-words.ts";
import type * as CollectedModule from "#app/components/privacy/collected-answers.ts";
import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";
import { leadEvents, leads } from "#app/db/schema.server.ts";
import { describeStores } from "#app/db/test-stores.test-helpers.ts";
import { receiveQuote } from "#app/leads/receive-quote.server.ts";
import { leadEmailMessage } from "#app/leads/notify/email-message.server.ts";
import { webhookPayload } from "#app/leads/notify/deliver-webhook.server.ts";
import { sampleQuote } from "#app/leads/notify/notify.test-helpers.ts";
import { leadsCsv } from "#app/inbox/leads/csv.server.ts";
import { correctLead } from "#app/inbox/leads/lead-correction.server.ts";
import { HistoryCard } from "#app/inbox/leads/history-card.tsx";
import { SentCard } from "#app/inbox/leads/sent-card.tsx";
import { QuoteForm } from "#app/quote/index.ts";
import { checkQuote } from "#app/quote/quote-schema.ts";
import { CollectedData } from "#app/components/privacy/collected-data.tsx";
import { siteConfig } from "#app/site/site.config.ts";
import QuoteNotSentPage from "#app/routes/quote-not-sent.tsx";
import {
  dedupeAnswers,
  googleFormNames,
  QUOTE_FIELDS,
  SEARCHED_FIELDS,
  type Quote,
} from "#app/site/quote-fields.ts";

const PROBE = vi.hoisted(() => ({
  field: "companyName",
  column: "company_name",
  label: "Company",
  words: { label: "Your company", rule: "Its name, on one line." },
  notice: "The name of your company.",
}));

vi.mock("#app/site/quote-field-facts.ts", async (importActual) => {
  const actual = await importActual<typeof FactsModule>();
  const facts = {
    maxLength: 100,
    label: PROBE.label,
    input: "text",
    autoComplete: "organization",
    searched: false,
    dedupe: null,
    googleForm: null,
  };
  return { QUOTE_FIELD_FACTS: { ...actual.QUOTE_FIELD_FACTS, [PROBE.field]: facts } };
});

vi.mock("#app/quote/field-words.ts", async (importActual) => {
  const actual = await importActual<typeof FieldWordsModule>();
  const words = { label: () => PROBE.words.label, rule: () => PROBE.words.rule };
  return { QUOTE_FIELD_WORDS: { ...actual.QUOTE_FIELD_WORDS, [PROBE.field]: words } };
});

vi.mock("#app/components/privacy/collected-answers.ts", async (importActual) => {
  const actual = await importActual<typeof CollectedModule>();
  return {
    ...actual,
    COLLECTED_ANSWERS: { ...actual.COLLECTED_ANSWERS, [PROBE.field]: () => PROBE.notice },
  };
});

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
/** An inbox card, whose forms need a data router. */
const inboxHtml = (node: React.ReactNode) => {
  const Page = createRoutesStub([{ path: "/", Component: () => node }]);
  return renderToString(<Page />);
};
const withProbe = (value: string) => ({ ...sampleQuote, [PROBE.field]: value }) as Quote;

describe("a field added to the quote's contract", () => {
  it("is a control of the form, with its label, limit and autocomplete, after the others", () => {
    expect(QUOTE_FIELDS.at(-1)).toBe(PROBE.field);
    const form = html(<QuoteForm page="/contact" language="en" />);
    expect(form).toContain(`<label for="quote-${PROBE.field}"`);
    expect(form).toContain(`>${PROBE.words.label}</label>`);
    const control = form.match(new RegExp(`<input[^>]*id="quote-${PROBE.field}"[^>]*>`))?.[0];
    expect(control).toContain('maxLength="100"');
    expect(control).toContain('autoComplete="organization"');
    expect(control).toContain(`name="${PROBE.field}"`);
    expect(form.indexOf(`quote-${PROBE.field}"`)).toBeGreaterThan(form.indexOf('"quote-message"'));
  });

  it("is required by the rules, said in the quote's language", () => {
    expect(checkQuote(withProbe("Kothrud Bakes"), "en")).toEqual({
      ok: true,
      quote: withProbe("Kothrud Bakes"),
    });
    const refused = checkQuote(withProbe("  "), "mr");
    expect(refused).toEqual({ ok: false, errors: { [PROBE.field]: "कृपया हे भरा." } });
  });

  it("stays out of the duplicate key, the search and the Google Form, as its facts say", () => {
    // The keys of stored leads were made of these five answers: a resend after the deploy
    // still finds its lead.
    expect(dedupeAnswers(withProbe("Kothrud Bakes"))).toEqual([
      sampleQuote.name,
      sampleQuote.email.toLowerCase(),
      sampleQuote.whatsapp,
      sampleQuote.service,
      sampleQuote.message,
    ]);
    expect(SEARCHED_FIELDS).not.toContain(PROBE.field);
    expect(
      Object.keys(googleFormNames({ name: "1", whatsapp: "2", service: "3", message: "4" })),
    ).toEqual(["name", "email", "whatsapp", "service", "message"]);
  });

  it("is in the privacy notice's list and on the page that says why a quote was not sent", () => {
    expect(html(<CollectedData config={siteConfig} />)).toContain(PROBE.notice);
    const notSent = html(<QuoteNotSentPage />);
    expect(notSent).toContain(`id="${PROBE.field}"`);
    expect(notSent).toContain(PROBE.words.rule);
  });
});

describeStores("a field added to the quote's contract, with its migration", (store) => {
  beforeAll(async () => {
    // The migration `npm run db:generate` writes for it, with the default for stored leads
    // (app/db/migrations.server.test.ts).
    await store.db.execute(
      sql.raw(`ALTER TABLE "leads" ADD COLUMN "${PROBE.column}" text DEFAULT '' NOT NULL`),
    );
  });

  it("is stored, shown, corrected with its history, and sent on in the CSV, email and webhook", async () => {
    const captured = await receiveQuote(
      { ...sampleQuote, [PROBE.field]: "Kothrud Bakes", elapsed_ms: "45000" },
      { store: () => ({ db: store.db, noticeVersion: "2026-11-28" }) },
    );
    expect(captured.kind).toBe("stored");
    const id = (captured as { id: string }).id;
    const read = async () => (await store.db.select().from(leads).where(eq(leads.id, id)))[0]!;
    const lead = await read();
    expect((lead as unknown as Quote)[PROBE.field as keyof Quote]).toBe("Kothrud Bakes");

    // The lead's page: what they sent, and the correction's control for it.
    const card = inboxHtml(
      <SentCard quote={lead} receivedAt={lead.createdAt} busy={false} result={undefined} />,
    );
    expect(card).toContain(PROBE.label);
    expect(card).toContain("Kothrud Bakes");
    expect(card).toContain(`id="correct-${PROBE.field}"`);

    const corrected = await correctLead(store.db, {
      leadId: id,
      actor: "owner@agency.in",
      values: { ...withProbe("Kothrud Bakers") },
    });
    expect(corrected).toEqual({ kind: "corrected", fields: [PROBE.field] });
    const [event] = await store.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    const history = inboxHtml(
      <HistoryCard
        now={new Date()}
        events={[
          {
            id: event!.id,
            at: event!.at,
            actor: event!.actor,
            kind: event!.kind,
            fromStatus: null,
            toStatus: null,
            note: null,
            detail: event!.detail as Record<string, string>,
            delivery: null,
          },
        ]}
      />,
    );
    expect(history).toContain(PROBE.label);
    expect(history).toContain("Kothrud Bakes");
    expect(history).toContain("Kothrud Bakers");

    const now = await read();
    const csv = await new Response(leadsCsv(store.db, { tab: "inbox" })).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header!.split(",").at(-1)).toBe(PROBE.label);
    expect(row!.split(",").at(-1)).toBe("Kothrud Bakers");

    const email = leadEmailMessage(now, {
      from: "site@agency.in",
      to: "owner@agency.in",
      origin: "https://www.agency.in",
      siteName: "Agency",
      notificationId: "0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
    });
    expect(String(email.text)).toContain(`${PROBE.label}: Kothrud Bakers`);
    expect(String(email.html)).toContain("Kothrud Bakers");

    const payload = webhookPayload(now, "n-1", "https://www.agency.in", "Agency");
    expect((payload.lead as Record<string, unknown>)[PROBE.field]).toBe("Kothrud Bakers");
  });
});
