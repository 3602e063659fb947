// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { HONEYPOT_FIELD } from "#app/site/quote-fields.ts";

import {
  dedupeKeyOf,
  DUPLICATE_WINDOW_MS,
  MIN_FILL_MS,
  type StoreOptions,
} from "./capture.server.ts";
import { receiveQuote } from "./receive-quote.server.ts";
import { enqueueNotifications } from "./notify/outbox.server.ts";
import { sampleQuote } from "#app/leads/notify/notify.test-helpers.ts";
import { leadEvents, leads, notifications } from "#app/db/schema.server.ts";
import { createTestStore, describeStores, storeKinds } from "#app/db/test-stores.test-helpers.ts";

/** A quote received with no limits, stored in `options`' store. */
const receiveInto = (form: Record<string, unknown>, options: StoreOptions) =>
  receiveQuote(form, { store: () => options });

describeStores("receiveQuote, storing", (store) => {
  const enqueued: string[] = [];
  const capture = (form: Record<string, unknown>, now?: Date) =>
    receiveInto(form, {
      db: store.db,
      noticeVersion: "2026-11-23",
      enqueue: async (_tx, id) => {
        enqueued.push(id);
      },
      now,
    });

  it("stores a quote with its attribution and notice, and queues its notifications", async () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const result = await capture(
      {
        ...sampleQuote,
        page: "/blogs/hotel",
        landing_page: "/?utm_source=instagram",
        referrer: "https://www.google.com/",
        utm_source: "instagram",
        utm_campaign: "diwali",
        device: "phone",
        elapsed_ms: "45000",
        privacy_notice: "2026-11-01",
      },
      now,
    );
    expect(result.kind).toBe("stored");
    const [row] = await store.db.select().from(leads);
    expect(row).toMatchObject({
      ...sampleQuote,
      status: "new",
      pagePath: "/blogs/hotel",
      landingPage: "/?utm_source=instagram",
      referrer: "https://www.google.com/",
      utmSource: "instagram",
      utmCampaign: "diwali",
      utmMedium: null,
      device: "phone",
      privacyNoticeVersion: "2026-11-01",
    });
    expect(row!.privacyNoticeShownAt.toISOString()).toBe("2026-11-23T09:59:15.000Z");
    expect(enqueued).toContain(row!.id);
  });

  it("drops attribution that would show reordered in the inbox, and stores the lead", async () => {
    const result = await capture({
      ...sampleQuote,
      page: "/contact\u202e",
      utm_source: "\u202emoc.live",
      utm_campaign: "diwali\u2066",
      utm_medium: "cpc",
    });
    expect(result.kind).toBe("stored");
    const [row] = await store.db.select().from(leads);
    expect(row).toMatchObject({
      pagePath: null,
      utmSource: null,
      utmCampaign: null,
      utmMedium: "cpc",
    });
  });

  it("keeps a web or an Android app's referrer, and drops any other address", async () => {
    const referrers = [
      ["android-app://com.google.android.gm/", "android-app://com.google.android.gm/"],
      ["https://l.instagram.com/?u=x", "https://l.instagram.com/?u=x"],
      ["javascript:alert(1)", null],
      ["data:text/html,hi", null],
    ] as const;
    for (const [referrer, stored] of referrers) {
      await store.db.delete(leads);
      expect((await capture({ ...sampleQuote, referrer })).kind).toBe("stored");
      const [row] = await store.db.select().from(leads);
      expect(row!.referrer, referrer).toBe(stored);
    }
  });

  it("keeps the sender's device class only when it is one the site names, else none", async () => {
    const devices = [
      ["tablet", "tablet"],
      ["desktop", "desktop"],
      ["tablet<script>", null],
      ["laptop", null],
      ["Phone", null],
      // A quote sent without JavaScript, or from a page older than the device class.
      [undefined, null],
    ] as const;
    for (const [device, stored] of devices) {
      await store.db.delete(leads);
      expect((await capture({ ...sampleQuote, device })).kind).toBe("stored");
      const [row] = await store.db.select().from(leads);
      expect(row!.device, String(device)).toBe(stored);
    }
  });

  it("stores hostile text exactly as typed, as text", async () => {
    const message = `<script>alert(1)</script> '); DROP TABLE leads; -- =HYPERLINK("http://x","y")`;
    await capture({ ...sampleQuote, name: "अनन्या", message });
    const [row] = await store.db.select().from(leads);
    expect([row!.name, row!.message]).toEqual(["अनन्या", message]);
  });

  it("refuses invalid answers field by field and stores nothing", async () => {
    const result = await capture({
      ...sampleQuote,
      name: "x".repeat(10_000),
      email: "not an email",
      service: "Unknown service",
    });
    expect(result).toEqual({
      kind: "invalid",
      language: "en",
      errors: {
        name: "Please keep this under 80 characters.",
        email: "Please enter an email address like name@example.in.",
        service: "Please choose one of the services in the list.",
      },
    });
    expect(await store.db.select().from(leads)).toEqual([]);
  });

  it("stores the language of the page it was sent from; a form without one is English", async () => {
    await capture({ ...sampleQuote, language: "mr", message: "मराठी पानावरून" });
    await capture({ ...sampleQuote, language: "hi", message: "हिन्दी पेज से" });
    await capture({ ...sampleQuote, message: "From an older page" });
    const rows = await store.db.select().from(leads);
    expect(Object.fromEntries(rows.map((row) => [row.message, row.language]))).toEqual({
      "मराठी पानावरून": "mr",
      "हिन्दी पेज से": "hi",
      "From an older page": "en",
    });
  });

  it("refuses answers in the quote's language", async () => {
    const whatsapp = "12 34 56";
    expect(await capture({ ...sampleQuote, whatsapp, language: "mr" })).toEqual({
      kind: "invalid",
      language: "mr",
      errors: { whatsapp: "कृपया देशाच्या कोडसह नंबर लिहा, उदा. +91 98765 43210." },
    });
    expect(await capture({ ...sampleQuote, whatsapp, name: "", language: "hi" })).toEqual({
      kind: "invalid",
      language: "hi",
      errors: {
        name: "कृपया अपना नाम लिखें।",
        whatsapp: "कृपया नंबर देश के कोड के साथ लिखें, जैसे +91 98765 43210",
      },
    });
    expect(await store.db.select().from(leads)).toEqual([]);
  });

  it("refuses a language the site does not speak, in English, and stores nothing", async () => {
    expect(await capture({ ...sampleQuote, whatsapp: "12", language: "fr" })).toEqual({
      kind: "unknown-language",
      errors: {
        language: "Send the page's language as one of en, hi, mr, or leave it out for English.",
      },
    });
    expect(await store.db.select().from(leads)).toEqual([]);
  });

  it("answers a filled honeypot as done and stores nothing", async () => {
    expect(await capture({ ...sampleQuote, [HONEYPOT_FIELD]: "https://spam.example" })).toEqual({
      kind: "ignored",
      language: "en",
    });
    expect(await store.db.select().from(leads)).toEqual([]);
  });

  it("keeps a quote sent faster than a person can type as spam, without notifying", async () => {
    enqueued.length = 0;
    const result = await capture({ ...sampleQuote, elapsed_ms: String(MIN_FILL_MS - 1) });
    expect(result.kind).toBe("spam");
    const [row] = await store.db.select().from(leads);
    expect([row!.status, row!.spamReason]).toEqual(["spam", "too-fast"]);
    expect(enqueued).toEqual([]);
    // Without a time at all (no JavaScript), nothing is suspect.
    expect((await capture({ ...sampleQuote, message: "Another request" })).kind).toBe("stored");
  });

  describe("a quote held as spam, sent again", () => {
    // The outbox as the server fills it for a new lead, with email and a webhook set up.
    const send = (form: Record<string, unknown>, at: string) =>
      receiveInto(form, {
        db: store.db,
        noticeVersion: "2026-11-23",
        sharedStore: store.kind === "postgres",
        enqueue: (tx, id) => enqueueNotifications(tx, id, ["email", "webhook"]),
        now: new Date(at),
      });
    const outbox = async () =>
      (await store.db.select().from(notifications)).map((row) => [row.leadId, row.channel]);

    it("goes to the inbox as a new lead, notified once, when the resend comes at a person's pace", async () => {
      const held = await send({ ...sampleQuote, elapsed_ms: "1200" }, "2026-11-23T10:00:00Z");
      expect(held.kind).toBe("spam");
      const id = "id" in held ? held.id : "";
      // Too fast again (a bot retrying): still held, still unnotified.
      expect(await send({ ...sampleQuote, elapsed_ms: "900" }, "2026-11-23T10:00:30Z")).toEqual({
        kind: "duplicate",
        id,
        language: "en",
      });
      expect(await outbox()).toEqual([]);

      const resent = await send(
        { ...sampleQuote, email: "Ananya@Example.in", elapsed_ms: "52000" },
        "2026-11-23T10:02:00Z",
      );
      expect(resent).toEqual({ kind: "released", id, language: "en" });
      const rows = await store.db.select().from(leads);
      expect(rows.map((row) => [row.id, row.status, row.spamReason])).toEqual([[id, "new", null]]);
      expect(await outbox()).toEqual([
        [id, "email"],
        [id, "webhook"],
      ]);
      const history = await store.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
      expect(history).toMatchObject([{ kind: "status", fromStatus: "spam", toStatus: "new" }]);

      // Sent a third time, it is the lead already in the inbox: not notified again.
      expect(await send({ ...sampleQuote, elapsed_ms: "61000" }, "2026-11-23T10:03:00Z")).toEqual({
        kind: "duplicate",
        id,
        language: "en",
      });
      expect(await outbox()).toHaveLength(2);
      expect(await store.db.$count(leads)).toBe(1);
    });

    it("stays in Spam when the team filed it there, whatever the pace", async () => {
      const held = await send({ ...sampleQuote, elapsed_ms: "1200" }, "2026-11-23T10:00:00Z");
      const id = "id" in held ? held.id : "";
      // Ruled on by the team: no longer the server's guess.
      await store.db.update(leads).set({ spamReason: null }).where(eq(leads.id, id));
      expect(await send({ ...sampleQuote, elapsed_ms: "52000" }, "2026-11-23T10:02:00Z")).toEqual({
        kind: "duplicate",
        id,
        language: "en",
      });
      const [row] = await store.db.select().from(leads);
      expect(row!.status).toBe("spam");
      expect(await outbox()).toEqual([]);
    });
  });

  it("treats the same answers within ten minutes as one lead", async () => {
    const first = await capture(sampleQuote, new Date("2026-11-23T10:00:00Z"));
    const again = await capture(
      { ...sampleQuote, email: "ANANYA@example.in" },
      new Date("2026-11-23T10:09:00Z"),
    );
    expect(again).toEqual({
      kind: "duplicate",
      id: first.kind === "stored" ? first.id : "",
      language: "en",
    });
    const later = await capture(
      sampleQuote,
      new Date(Date.parse("2026-11-23T10:00:01Z") + DUPLICATE_WINDOW_MS),
    );
    expect(later.kind).toBe("stored");
    expect(await store.db.select().from(leads)).toHaveLength(2);
  });

  it("stores a resend with a corrected answer as a new lead, notified; an exact resend once", async () => {
    enqueued.length = 0;
    const first = await capture(
      { ...sampleQuote, elapsed_ms: "40000", page: "/contact" },
      new Date("2026-11-23T10:00:00Z"),
    );
    expect(first.kind).toBe("stored");
    // The same email and message, each time with one answer corrected.
    const corrections = [
      { whatsapp: "+91 98765 43211" },
      { name: "Ananya R. Iyer" },
      { service: "Software Creation" },
    ];
    const corrected = [];
    for (const [index, correction] of corrections.entries()) {
      const result = await capture(
        { ...sampleQuote, ...correction, elapsed_ms: "90000" },
        new Date(Date.parse("2026-11-23T10:01:00Z") + index * 1000),
      );
      expect(result.kind, JSON.stringify(correction)).toBe("stored");
      corrected.push(result);
    }
    // An exact resend (a retry after a lost answer: another time taken, another page, the
    // email in capitals) finds the first.
    const exact = await capture(
      { ...sampleQuote, email: "Ananya@Example.in", elapsed_ms: "95000", page: "/" },
      new Date("2026-11-23T10:05:00Z"),
    );
    expect(exact).toEqual({
      kind: "duplicate",
      id: first.kind === "stored" ? first.id : "",
      language: "en",
    });

    const rows = await store.db.select().from(leads);
    expect(rows).toHaveLength(1 + corrections.length);
    expect(new Set(rows.map((row) => row.dedupeKey)).size).toBe(rows.length);
    // Each one stored is notified; the exact resend is not.
    expect(enqueued).toEqual(
      [first, ...corrected].map((result) => ("id" in result ? result.id : "")),
    );
    // The key is a hash: nothing of the quote can be read in it.
    for (const row of rows) {
      expect(row.dedupeKey).toMatch(/^[0-9a-f]{64}$/);
      expect(row.dedupeKey).toBe(dedupeKeyOf(row));
    }
  });

  it("stores 200 concurrent quotes once each, and a quote sent 5 times at once once", async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        capture({ ...sampleQuote, message: `Request number ${index}` }),
      ),
    );
    expect(results.filter((result) => result.kind === "stored")).toHaveLength(200);
    const same = await Promise.all(Array.from({ length: 5 }, () => capture(sampleQuote)));
    expect(new Set(same.map((result) => ("id" in result ? result.id : ""))).size).toBe(1);
    expect(await store.db.$count(leads)).toBe(201);
  });
});

describe.runIf(storeKinds.includes("postgres"))("two servers on one PostgreSQL", () => {
  it("store the same quote, sent to both at once, once; and different quotes all", async () => {
    const first = await createTestStore("postgres");
    const second = await first.reopen();
    try {
      const capture = (db: typeof first.db, message: string) =>
        receiveInto(
          { ...sampleQuote, message },
          { db, noticeVersion: "2026-11-23", sharedStore: true },
        );
      const same = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          capture(index % 2 ? first.db : second.db, "The same request, twice over"),
        ),
      );
      expect(new Set(same.map((result) => ("id" in result ? result.id : ""))).size).toBe(1);
      const different = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          capture(index % 2 ? first.db : second.db, `Request ${index}`),
        ),
      );
      expect(different.every((result) => result.kind === "stored")).toBe(true);
      expect(await first.db.$count(leads)).toBe(101);
    } finally {
      await second.close();
      await first.dispose();
    }
  }, 60_000);
});
