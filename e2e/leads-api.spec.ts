import { siteConfig } from "#app/site/site.config.ts";

import { expect, test } from "./fixtures.ts";
import { storedLeads } from "./lead-store.ts";
import { answers } from "./quote-helpers.ts";
import { serverForThisFile, startServer } from "./server-process.ts";

// POST /api/leads as any client may call it: every refusal has its status and a field-level
// message, and nothing refused is stored.

// The limits off (the helper's default): the limits are tested on servers of their own.
const server = serverForThisFile();

const json = { Accept: "application/json" };
const post = (body: BodyInit, headers: Record<string, string> = json) =>
  fetch(`${server.url}/api/leads`, { method: "POST", headers, body, redirect: "manual" });
const form = (values: Record<string, string>) => new URLSearchParams(values);

test("201 with the id for a valid quote, urlencoded or multipart", async () => {
  const urlencoded = await post(form({ ...answers, message: "urlencoded" }));
  expect(urlencoded.status).toBe(201);
  expect(await urlencoded.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  const multipart = new FormData();
  for (const [key, value] of Object.entries({ ...answers, message: "multipart" })) {
    multipart.append(key, value);
  }
  expect((await post(multipart)).status).toBe(201);
});

test("422 names each field that is wrong", async () => {
  for (const [field, value, message] of [
    ["email", "priya@", "Please enter an email address like name@example.in."],
    ["service", "Hacking", "Please choose one of the services in the list."],
    ["name", "x".repeat(10_000), "Please keep this under 80 characters."],
    [
      "name",
      "Priya\r\nBcc: victim@example.com",
      "Please write your name on one line, without special characters.",
    ],
    ["message", "", "Please tell us briefly what you need."],
  ] as const) {
    const response = await post(form({ ...answers, [field]: value }));
    expect(response.status, field).toBe(422);
    expect(await response.json()).toEqual({ errors: { [field]: message } });
  }
});

test("413 over 32 KB, 415 for another content type, 405 for GET", async () => {
  const big = await post(form({ ...answers, message: "x".repeat(33 * 1024) }));
  expect(big.status).toBe(413);
  const typed = await post(JSON.stringify(answers), {
    ...json,
    "Content-Type": "application/json",
  });
  expect(typed.status).toBe(415);
  expect((await typed.json()).errors.form).toContain("as a form");
  expect((await fetch(`${server.url}/api/leads`)).status).toBe(405);
});

test("a form from another site is refused", async () => {
  const response = await post(form(answers), { ...json, Origin: "https://evil.example" });
  expect(response.status).toBe(403);
});

test("without Accept: application/json the answer is a 303 to a static page", async () => {
  const sent = await post(form({ ...answers, message: "no javascript" }), {});
  expect(sent.status).toBe(303);
  expect(sent.headers.get("location")).toBe("/quote/sent");
  const refused = await post(form({ ...answers, email: "nope" }), {});
  expect(refused.status).toBe(303);
  expect(refused.headers.get("location")).toBe("/quote/not-sent#email");
});

test("a POST to a static page is not answered with the page", async () => {
  const response = await fetch(`${server.url}/contact`, { method: "POST", body: form(answers) });
  expect(response.status).toBe(405);
});

test("security headers on the server's answers as on the static pages", async () => {
  const response = await post(form({ ...answers, message: "headers" }));
  for (const name of ["content-security-policy", "x-content-type-options", "x-frame-options"]) {
    expect(response.headers.get(name), name).toBeTruthy();
  }
  expect(response.headers.get("cache-control")).toBe("no-store");
});

test("200 concurrent quotes are 200 leads; duplicates, the honeypot and hostile text", async () => {
  const responses = await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      post(form({ ...answers, message: `Concurrent request ${index}` })),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));

  const first = await (await post(form({ ...answers, message: "Twice" }))).json();
  const second = await (await post(form({ ...answers, message: "Twice" }))).json();
  expect(second.id).toBe(first.id);

  const bot = await post(form({ ...answers, message: "bot", _gotcha: "http://spam.example" }));
  expect(bot.status).toBe(201);

  const hostile = `<script>alert(1)</script>'); DROP TABLE leads;-- =HYPERLINK("http://x","y")`;
  expect((await post(form({ ...answers, message: hostile }))).status).toBe(201);

  await server.stop();
  const stored = await storedLeads(server.dataDir);
  const messages = stored.map((lead) => lead.message);
  expect(messages.filter((message) => message.startsWith("Concurrent request"))).toHaveLength(200);
  expect(new Set(messages.filter((message) => message.startsWith("Concurrent"))).size).toBe(200);
  expect(messages.filter((message) => message === "Twice")).toHaveLength(1);
  expect(messages).not.toContain("bot");
  expect(messages).toContain(hostile);
  await server.startAgain();
});

// Unset, the limits a production server runs with: 5 quotes an hour per email and per WhatsApp
// number, 20 per 10 minutes per address (docs/configuration.md).
const DEFAULT_LIMITS = { LEADS_LIMIT_CONTACT_PER_HOUR: "", LEADS_LIMIT_ADDRESS_PER_10_MIN: "" };

/** A server with the default limits, for one test: every request comes from 127.0.0.1. */
async function withDefaultLimits(run: (send: typeof post) => Promise<void>) {
  const limited = await startServer(DEFAULT_LIMITS);
  try {
    await run((body, headers = json) =>
      fetch(`${limited.url}/api/leads`, { method: "POST", headers, body, redirect: "manual" }),
    );
  } finally {
    await limited.stop();
  }
}

/** The n-th of many visitors, each with their own email and number. */
const visitor = (n: number, changes: Record<string, string> = {}) =>
  form({
    ...answers,
    email: `visitor${n}@example.in`,
    whatsapp: `+91 90000 ${String(n).padStart(5, "0")}`,
    message: `Quote ${n}`,
    ...changes,
  });

test("eleven visitors sharing one address (a mobile network's NAT) within the hour are all accepted", async () => {
  await withDefaultLimits(async (send) => {
    const statuses = [];
    for (let n = 0; n < 11; n++) statuses.push((await send(visitor(n))).status);
    expect(statuses).toEqual(Array(11).fill(201));
  });
});

test("one email past its limit: 429, a wait of minutes and what to do, under the email; typos and resends do not count", async () => {
  await withDefaultLimits(async (send) => {
    const priya = (n: number, changes = {}) =>
      visitor(n, { email: "Priya@SharmaSweets.in", ...changes });
    for (let n = 0; n < 5; n++) {
      // A typo the form points out, then the quote, then the same quote again (a double click).
      expect((await send(priya(n, { service: "Hacking" }))).status).toBe(422);
      expect((await send(priya(n))).status).toBe(201);
      if (n < 4) expect((await send(priya(n))).status).toBe(201);
    }

    const refused = await send(priya(5, { email: "priya@sharmasweets.in" }));
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(12 * 60);
    expect(await refused.json()).toEqual({
      errors: {
        email:
          "You have sent several requests from this email address in the last hour. Please " +
          `wait ${Math.ceil(wait / 60)} minutes and send again, or message us on WhatsApp at ` +
          `${siteConfig.phone}.`,
      },
    });

    // Without JavaScript: to the page that shows the quote again, with the reason and the wait.
    const plain = await send(priya(6), {});
    expect(plain.status).toBe(307);
    expect(plain.headers.get("location")).toMatch(/^\/quote\/retry\?limited=email&wait=\d+$/);
  });
});

test("a burst from one address is refused with a wait of a minute; another visitor's contacts are not", async () => {
  await withDefaultLimits(async (send) => {
    for (let n = 0; n < 20; n++) expect((await send(visitor(n))).status).toBe(201);
    const refused = await send(visitor(20));
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await refused.json()).errors.form).toBe(
      "Many requests came from your network in the last few minutes. Please wait 1 minute " +
        `and send again, or message us on WhatsApp at ${siteConfig.phone}.`,
    );
  });
});

test("a bad setting stops the server with a message naming it", async () => {
  await expect(startServer({ LEADS_LIMIT_CONTACT_PER_HOUR: "lots" })).rejects.toThrow(
    /LEADS_LIMIT_CONTACT_PER_HOUR must be a whole number/,
  );
  // The old per-address setting is named, with what replaced it, rather than ignored.
  await expect(startServer({ LEADS_RATE_LIMIT: "10" })).rejects.toThrow(
    /LEADS_RATE_LIMIT is no longer read: set LEADS_LIMIT_CONTACT_PER_HOUR and LEADS_LIMIT_ADDRESS_PER_10_MIN/,
  );
});
