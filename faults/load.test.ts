// 200 concurrent quote posts mixed with hostile requests (oversized, chunked, malformed) for 20
// seconds against one server on the embedded store: the process stays up, every 201 is on
// disk and the home page keeps answering.
import { expect, it } from "vitest";

import {
  acknowledged,
  chunkedPost,
  homeStatus,
  isAlive,
  newDataDir,
  quoteNumbers,
  rawRequest,
  sendQuote,
  startServer,
  storedLeads,
  type Sent,
} from "./harness.ts";

const SECONDS = 20;
const CONCURRENCY = 200;

it(`${CONCURRENCY} concurrent quotes and hostile requests for ${SECONDS} s`, async () => {
  const dataDir = newDataDir();
  const server = await startServer({}, dataDir);
  const base = server.url;
  const { host } = new URL(base);
  const until = Date.now() + SECONDS * 1000;
  const sent: Sent[] = [];
  let next = 0;

  const quotes = async () => {
    while (Date.now() < until) {
      sent.push(await sendQuote(base, next++));
    }
  };
  const hostile = [
    () => chunkedPost(base, "/api/leads", 12),
    () => chunkedPost(base, "/admin/login", 40),
    () =>
      rawRequest(base, [
        `POST /api/leads HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 99999999\r\n\r\n`,
        Buffer.alloc(4096, "x"),
      ]),
    () => rawRequest(base, ["GARBAGE / HTTP/9.9\r\n\r\n"]),
    () =>
      rawRequest(base, [
        `POST /api/leads HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 20\r\n\r\n--x\r\nbroken`,
      ]),
    () =>
      fetch(`${base}/api/leads`, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "%E0%A4%ZZ=%&&&=" + "&a".repeat(100),
      }).then((response) => response.arrayBuffer()),
  ];
  const attacks = async () => {
    for (let round = 0; Date.now() < until; round += 1) {
      await hostile[round % hostile.length]!().catch(() => undefined);
    }
  };
  const homeAnswers: number[] = [];
  const visitor = async () => {
    while (Date.now() < until) {
      homeAnswers.push(await homeStatus(base));
      await new Promise((pause) => setTimeout(pause, 200));
    }
  };

  await Promise.all([
    ...Array.from({ length: CONCURRENCY }, quotes),
    ...Array.from({ length: 10 }, attacks),
    visitor(),
  ]);

  expect(await isAlive(server.pid), server.output()).toBe(true);
  // Asked again as soon as it answered: how often depends on the machine, not that it answers.
  expect(homeAnswers.length).toBeGreaterThanOrEqual(3);
  expect(
    homeAnswers.every((status) => status === 200),
    `home: ${homeAnswers}`,
  ).toBe(true);
  const answered = acknowledged(sent).sort((a, b) => a - b);
  expect(answered.length).toBeGreaterThan(CONCURRENCY);
  const failed = sent.filter((one) => one.status !== 201);
  expect(failed, "quotes not answered 201").toEqual([]);
  await server.stop();
  expect(server.output()).not.toMatch(/visitor-\d+@example\.in|Priya/);
  expect(quoteNumbers((await storedLeads(dataDir)).map((lead) => lead.email))).toEqual(answered);
});
