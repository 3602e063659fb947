import { expect, test } from "./fixtures.ts";
import { storedLeads } from "./lead-store.ts";
import { answers } from "./quote-helpers.ts";
import { startServer, type ServerProcess } from "./server-process.ts";

// POST /api/leads as any client may call it: every refusal has its status and a field-level
// message, and nothing refused is stored.

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServer({ LEADS_RATE_LIMIT: "0" });
});
test.afterAll(async () => {
  await server.stop();
});

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
  server = await startServer({ LEADS_RATE_LIMIT: "0" }, server.dataDir);
});

test("past the per-address limit: 429 with Retry-After", async () => {
  const limited = await startServer({ LEADS_RATE_LIMIT: "2" });
  try {
    const send = (index: number) =>
      fetch(`${limited.url}/api/leads`, {
        method: "POST",
        headers: json,
        body: form({ ...answers, message: `Limited ${index}` }),
      });
    expect((await send(1)).status).toBe(201);
    expect((await send(2)).status).toBe(201);
    const third = await send(3);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await third.json()).errors.form).toContain("Too many requests");
  } finally {
    await limited.stop();
  }
});

test("a bad setting stops the server with a message naming it", async () => {
  await expect(startServer({ LEADS_RATE_LIMIT: "lots" })).rejects.toThrow(
    /LEADS_RATE_LIMIT must be a whole number/,
  );
});
