// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { countedContact, createQuoteLimiter } from "#app/leads/quote-limits.server.ts";
import { clientAddress, leadServices } from "#app/router-context.ts";
import type { LeadServices } from "#app/services.server.ts";
import { siteConfig } from "#app/site.config.ts";

import { action } from "./api-leads.ts";

// The endpoint's answers when the store itself fails, and when a limit refuses a quote (with
// the limits' own policy, in memory): the end-to-end specs cover the rest against a real
// server (e2e/leads-api.spec.ts).

const unavailableStore = {
  settings: { publicOrigin: undefined },
  admitQuote: () => ({ admitted: true, release() {} }),
  capture: async () => {
    throw new Error("connection refused");
  },
} as unknown as LeadServices;

const JSON_ACCEPT = "application/json";

function post(
  services: LeadServices,
  values: Record<string, string> = { name: "Priya", message: "Hello" },
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

const send = (accept?: string) => post(unavailableStore, undefined, accept);

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

/**
 * Services with the default limits and a store that keeps each new set of valid answers,
 * answering an exact resend as the duplicate it is.
 */
function servicesWithLimits() {
  const limiter = createQuoteLimiter({ contactPerHour: 5, addressPer10Min: 20 });
  const stored = new Set<string>();
  return {
    settings: { publicOrigin: undefined },
    admitQuote: limiter.admit,
    capture: async (form: Record<string, unknown>) => {
      if (!countedContact(form)) return { kind: "invalid", errors: { service: "Choose one." } };
      const key = JSON.stringify(form);
      const kind = stored.has(key) ? "duplicate" : "stored";
      stored.add(key);
      return { kind, id: key };
    },
  } as unknown as LeadServices;
}

const quote = (n: number, changes: Record<string, string> = {}) => ({
  name: "Priya Sharma",
  email: `visitor${n}@example.in`,
  whatsapp: `+91 90000 ${String(n).padStart(5, "0")}`,
  service: "Website Creation",
  message: `Quote ${n}`,
  ...changes,
});

describe("POST /api/leads past a limit", () => {
  it("accepts eleven different visitors from one address within the hour", async () => {
    const services = servicesWithLimits();
    const statuses = [];
    for (let n = 0; n < 11; n++)
      statuses.push((await post(services, quote(n), JSON_ACCEPT)).status);
    expect(statuses).toEqual(Array(11).fill(201));
  });

  it("refuses one email's sixth quote in minutes with what to do, under the email", async () => {
    const services = servicesWithLimits();
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
    const services = servicesWithLimits();
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
    const services = servicesWithLimits();
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
    const services = servicesWithLimits();
    const priya = (n: number) => quote(n, { whatsapp: "+91 98765 43210" });
    for (let n = 0; n < 5; n++) await post(services, priya(n));
    const refused = await post(services, priya(5));
    expect(refused.status).toBe(307);
    expect(refused.headers.get("location")).toBe("/quote/retry?limited=whatsapp&wait=720");
    expect(refused.headers.get("retry-after")).toBe("720");
  });
});
