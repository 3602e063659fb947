// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { receiveQuote, type ReceiveSteps } from "#app/leads/receive-quote.server.ts";
import { createQuoteLimiter } from "#app/leads/quote-limits.server.ts";
import { openLimitCounts, type LimitCounts } from "#app/db/limit-counts.server.ts";
import { leads } from "#app/db/schema.server.ts";
import { describeStores, type SharedStore } from "#app/db/test-stores.test-helpers.ts";
import { clientAddress, leadServices } from "#app/wiring/router-context.ts";
import type { LeadServices } from "#app/wiring/services.server.ts";
import { siteConfig } from "#app/site/site.config.ts";

import { action } from "./api-leads.ts";

// The endpoint's answers when the store itself fails, and when a limit refuses a quote (with
// the limits' own policy, counted in the store): the end-to-end specs cover the rest against a
// real server (e2e/leads-api.spec.ts).

/** The route's services, receiving quotes with these steps (the store, and limits or none). */
const receivingWith = (steps: (address: string) => ReceiveSteps) =>
  ({
    settings: { publicOrigin: undefined },
    receiveQuote: (form: Record<string, unknown>, address: string) =>
      receiveQuote(form, steps(address)),
  }) as unknown as LeadServices;

/** A store that cannot be written to: the driver refuses the connection. */
const refusing = (error: () => Error) =>
  receivingWith(() => ({
    store: () => {
      throw error();
    },
  }));

const unavailableStore = refusing(() => new Error("connection refused"));

const JSON_ACCEPT = "application/json";

function post(
  services: LeadServices,
  values: Record<string, string>,
  accept?: string,
  address = "203.0.113.7",
) {
  return action({
    request: new Request("http://localhost/api/leads", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(accept && { accept }),
      },
      body: new URLSearchParams(values),
    }),
    context: new RouterContextProvider(
      new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
        [leadServices, services],
        [clientAddress, address],
      ]),
    ),
    params: {},
  } as unknown as Parameters<typeof action>[0]);
}

const send = (accept?: string) => post(unavailableStore, quote(1), accept);

describe("POST /api/leads when the store is unavailable", () => {
  it("answers 503 with a message and Retry-After, so the browser keeps the text", async () => {
    const response = await send("application/json");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({
      errors: { form: "Your request could not be saved just now. Please try again in a minute." },
    });
  });

  it("sends a browser without JavaScript on, with its form, to the page that shows it again", async () => {
    const response = await send();
    // 307: the browser posts the same body to /quote/retry, which fills the form in again.
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/quote/retry");
  });
});

describe("POST /api/leads when the capture fails", () => {
  /** A driver's error as drizzle wraps it: its messages spell out the query's values. */
  class DatabaseError extends Error {
    code = "57P01";
  }
  const failing = (values: Record<string, string>) =>
    refusing(() => {
      const cause = new DatabaseError(`terminating connection; detail: ${values.email}`);
      return new Error(`Failed query: insert into leads; params: ${Object.values(values)}`, {
        cause,
      });
    });

  it("logs the error's class and code, and no value the visitor typed, still answering 503", async () => {
    const values = quote(7, { name: "Priya Sharma", message: "A shop in Baner" });
    const lines: string[] = [];
    const error = vi.spyOn(console, "error").mockImplementation((...args) => {
      lines.push(args.join(" "));
    });
    try {
      expect((await post(failing(values), values, JSON_ACCEPT)).status).toBe(503);
    } finally {
      error.mockRestore();
    }
    expect(lines).toEqual(["POST /api/leads: quote not stored (503): Error > DatabaseError 57P01"]);
    for (const value of Object.values(values)) expect(lines.join("\n")).not.toContain(value);
  });
});

/** The store's limit counts, opened anew before each test of a block (its store is emptied). */
let counts: LimitCounts;
const countsBeforeEach = (store: SharedStore) => {
  beforeEach(async () => {
    counts = await openLimitCounts(store.db, store.kind);
  });
  // The embedded store's batch, written before the next test empties the store.
  afterEach(() => counts.flush());
};

/** Quotes stored in the test's store, an exact resend found as the lead it repeats. */
const storeIn = (store: SharedStore) => () => ({
  db: store.db,
  noticeVersion: "2026-11-23",
  sharedStore: store.kind === "postgres",
});

/** Services with the default limits (5 an hour a contact, 20 in 10 minutes an address). */
function servicesWithLimits(
  store: SharedStore,
  limits = { contactPerHour: 5, addressPer10Min: 20 },
) {
  const limiter = createQuoteLimiter(limits, () => counts);
  return receivingWith((address) => ({ store: storeIn(store), limits: { limiter, address } }));
}

const quote = (n: number, changes: Record<string, string> = {}) => ({
  name: "Priya Sharma",
  email: `visitor${n}@example.in`,
  whatsapp: `+91 90000 ${String(n).padStart(5, "0")}`,
  service: "Website Creation",
  message: `Quote ${n}`,
  ...changes,
});

describeStores("POST /api/leads past a limit", (store) => {
  countsBeforeEach(store);

  it("accepts eleven different visitors from one address within the hour", async () => {
    const services = servicesWithLimits(store);
    const statuses = [];
    for (let n = 0; n < 11; n++)
      statuses.push((await post(services, quote(n), JSON_ACCEPT)).status);
    expect(statuses).toEqual(Array(11).fill(201));
  });

  it("refuses one email's sixth quote in minutes with what to do, under the email", async () => {
    const services = servicesWithLimits(store);
    const priya = (n: number) => quote(n, { email: "priya@sharmasweets.in" });
    for (let n = 0; n < 5; n++)
      expect((await post(services, priya(n), JSON_ACCEPT)).status).toBe(201);

    const refused = await post(services, priya(5), JSON_ACCEPT);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("720");
    expect(await refused.json()).toEqual({
      errors: {
        email:
          "You have sent several requests from this email address in the last hour. Please " +
          `wait 12 minutes and send again, or message us on WhatsApp at ${siteConfig.phone}.`,
      },
    });
  });

  it("counts neither a quote with a typo to fix nor an exact resend", async () => {
    const services = servicesWithLimits(store);
    const priya = (n: number, changes = {}) =>
      quote(n, { email: "priya@sharmasweets.in", ...changes });
    const status = async (values: Record<string, string>) =>
      (await post(services, values, JSON_ACCEPT)).status;
    // Each of four quotes first with a typo, then sent, then sent again (a double click).
    for (let n = 0; n < 4; n++) {
      expect(await status(priya(n, { service: "Hacking" }))).toBe(422);
      expect(await status(priya(n))).toBe(201);
      expect(await status(priya(n))).toBe(201);
    }
    expect(await status(priya(4))).toBe(201);
    expect(await status(priya(5))).toBe(429);
  });

  it("refuses a burst from one address with a wait of a minute, for the whole form", async () => {
    const services = servicesWithLimits(store);
    for (let n = 0; n < 20; n++)
      expect((await post(services, quote(n), JSON_ACCEPT)).status).toBe(201);
    const refused = await post(services, quote(20), JSON_ACCEPT);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    const { errors } = await refused.json();
    expect(errors.form).toMatch(
      /^Many requests came from your network .* Please wait 1 minute and send again/,
    );
    // A visitor elsewhere is not held back.
    expect((await post(services, quote(20), JSON_ACCEPT, "203.0.113.8")).status).toBe(201);
  });

  it("sends a browser without JavaScript, with its form, to the page that shows it and the wait", async () => {
    const services = servicesWithLimits(store);
    const priya = (n: number) => quote(n, { whatsapp: "+91 98765 43210" });
    for (let n = 0; n < 5; n++) await post(services, priya(n));
    const refused = await post(services, priya(5));
    expect(refused.status).toBe(307);
    expect(refused.headers.get("location")).toBe("/quote/retry?limited=whatsapp&wait=720");
    expect(refused.headers.get("retry-after")).toBe("720");
  });
});

describeStores("POST /api/leads from a page in Marathi or Hindi", (store) => {
  countsBeforeEach(store);
  const marathi = (n: number, changes: Record<string, string> = {}) =>
    quote(n, { language: "mr", ...changes });

  it("says why the store could not take it in the quote's language, and sends it back in it", async () => {
    const refused = await post(unavailableStore, marathi(1), JSON_ACCEPT);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      errors: {
        form: "तुमची विनंती आत्ता जतन होऊ शकली नाही. कृपया एका मिनिटाने पुन्हा प्रयत्न करा.",
      },
    });
    const plain = await post(unavailableStore, quote(1, { language: "hi" }));
    expect(plain.status).toBe(307);
    expect(plain.headers.get("location")).toBe("/quote/retry?lang=hi");
  });

  it("says a limit's wait in the quote's language, and sends it to /quote/retry in it", async () => {
    const services = servicesWithLimits(store);
    const priya = (n: number) => marathi(n, { email: "priya@sharmasweets.in" });
    for (let n = 0; n < 5; n++)
      expect((await post(services, priya(n), JSON_ACCEPT)).status).toBe(201);
    const refused = await post(services, priya(5), JSON_ACCEPT);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      errors: {
        email:
          "तुम्ही गेल्या एका तासात या ईमेल पत्त्यावरून अनेक विनंत्या पाठवल्या आहेत. कृपया " +
          `12 मिनिटे थांबा आणि पुन्हा पाठवा, किंवा आम्हाला ${siteConfig.phone} वर WhatsApp वर मेसेज करा.`,
      },
    });
    const plain = await post(services, priya(6));
    expect(plain.status).toBe(307);
    expect(plain.headers.get("location")).toBe("/quote/retry?limited=email&wait=720&lang=mr");
  });

  it("refuses a language the site does not speak with 400, in English, before counting it", async () => {
    let captured = 0;
    let counted = 0;
    const services = receivingWith(() => ({
      store: () => {
        captured++;
        return storeIn(store)();
      },
      limits: {
        address: "203.0.113.7",
        limiter: {
          admit: async () => {
            counted++;
            return { admitted: true, release: async () => {} };
          },
        },
      },
    }));
    const refused = await post(services, quote(1, { language: "de" }), JSON_ACCEPT);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      errors: {
        language: "Send the page's language as one of en, hi, mr, or leave it out for English.",
      },
    });
    const plain = await post(services, quote(1, { language: "de" }));
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/quote/not-sent#unavailable");
    expect([captured, counted]).toEqual([0, 0]);
  });
});

describeStores("POST /api/leads with its language, stored", (store) => {
  countsBeforeEach(store);
  const services = () => receivingWith(() => ({ store: storeIn(store) }));

  it("stores each quote with the language its page said, English when it said none", async () => {
    for (const [n, language] of [
      [1, "mr"],
      [2, "hi"],
      [3, "en"],
    ] as const)
      expect((await post(services(), quote(n, { language }), JSON_ACCEPT)).status).toBe(201);
    expect((await post(services(), quote(4), JSON_ACCEPT)).status).toBe(201);
    const rows = await store.db.select().from(leads);
    expect(Object.fromEntries(rows.map((row) => [row.message, row.language]))).toEqual({
      "Quote 1": "mr",
      "Quote 2": "hi",
      "Quote 3": "en",
      "Quote 4": "en",
    });
  });

  it("refuses answers in the quote's language, in JSON and on that language's page", async () => {
    const bad = { whatsapp: "12 34 56" };
    const json = await post(services(), quote(1, { ...bad, language: "mr" }), JSON_ACCEPT);
    expect(json.status).toBe(422);
    expect(await json.json()).toEqual({
      errors: { whatsapp: "कृपया देशाच्या कोडसह नंबर लिहा, उदा. +91 98765 43210." },
    });
    const hindi = await post(services(), quote(1, { email: "x@", language: "hi" }), JSON_ACCEPT);
    expect(await hindi.json()).toEqual({
      errors: { email: "कृपया name@example.in जैसा ईमेल पता लिखें।" },
    });
    const plain = await post(services(), quote(1, { ...bad, language: "hi" }));
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/hi/quote/not-sent#whatsapp");
    expect(await store.db.select().from(leads)).toEqual([]);
  });

  it("takes a quote held as spam into the inbox when it is sent again at a person's pace, counted once", async () => {
    const limited = servicesWithLimits(store, { contactPerHour: 2, addressPer10Min: 20 });
    const priya = (n: number, elapsed: string) =>
      quote(n, { email: "priya@sharmasweets.in", elapsed_ms: elapsed });
    const held = await post(limited, priya(1, "800"), JSON_ACCEPT);
    const resent = await post(limited, priya(1, "45000"), JSON_ACCEPT);
    expect([held.status, resent.status]).toEqual([201, 201]);
    expect(await resent.json()).toEqual(await held.json());
    const rows = await store.db.select().from(leads);
    expect(rows.map((row) => [row.message, row.status])).toEqual([["Quote 1", "new"]]);
    // One lead, one count against the email's limit of 2: one more quote, and then the wait.
    expect((await post(limited, priya(2, "45000"), JSON_ACCEPT)).status).toBe(201);
    expect((await post(limited, priya(3, "45000"), JSON_ACCEPT)).status).toBe(429);
  });

  it("refuses a right-to-left override in any answer with 422, under that answer, storing nothing", async () => {
    const override = {
      name: "Carol \u202emoc.live\u202c",
      email: "carol\u202e@example.in",
      whatsapp: "+91 98765\u2067 43210",
      message: "Reply to \u202emoc.live@carol\u202c please",
    };
    for (const [field, value] of Object.entries(override)) {
      const refused = await post(services(), quote(1, { [field]: value }), JSON_ACCEPT);
      expect(refused.status, field).toBe(422);
      expect(await refused.json()).toEqual({
        errors: { [field]: expect.stringMatching(/^This has hidden characters that change/) },
      });
    }
    const hindi = await post(services(), quote(1, { ...override, language: "hi" }));
    expect(hindi.status).toBe(303);
    expect(hindi.headers.get("location")).toBe("/hi/quote/not-sent#name");
    expect(await store.db.select().from(leads)).toEqual([]);
  });

  it("sends a browser without JavaScript to the confirmation in its language", async () => {
    const locations = [];
    for (const [n, language] of [
      [1, "mr"],
      [2, "hi"],
      [3, "en"],
    ] as const) {
      const response = await post(services(), quote(n, { language }));
      expect(response.status).toBe(303);
      locations.push(response.headers.get("location"));
    }
    expect(locations).toEqual(["/mr/quote/sent", "/hi/quote/sent", "/quote/sent"]);
  });
});
