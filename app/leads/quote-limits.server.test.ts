// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  addressKey,
  countedContact,
  createQuoteLimiter,
  type QuoteAdmission,
  type QuoteContact,
} from "./quote-limits.server.ts";

const MINUTE = 60 * 1000;
const DEFAULTS = { contactPerHour: 5, addressPer10Min: 20 };

/** A limiter on a clock the test moves. */
function limiterAt(limits = DEFAULTS) {
  const clock = { now: Date.UTC(2026, 10, 1, 10) };
  const limiter = createQuoteLimiter(limits, { now: () => clock.now });
  return { limiter, clock, wait: (ms: number) => (clock.now += ms) };
}

/** The n-th of many different visitors. */
const visitor = (n: number): QuoteContact => ({
  email: `visitor${n}@example.in`,
  whatsapp: `+91 90000 ${String(n).padStart(5, "0")}`,
});
const priya = { email: "priya@sharmasweets.in", whatsapp: "+91 90000 12345" };
const JIO = "49.36.0.1";

const admittedAll = (admissions: QuoteAdmission[]) => admissions.every((a) => a.admitted);

describe("the quote limits", () => {
  it("accept eleven different visitors from one address within the hour (a shared mobile address)", () => {
    const { limiter, wait } = limiterAt();
    const admissions = Array.from({ length: 11 }, (_, n) => {
      wait(5 * MINUTE);
      return limiter.admit(JIO, visitor(n));
    });
    expect(admittedAll(admissions)).toBe(true);
  });

  it("let one email send five at once, then one every 12 minutes, and say so", () => {
    const { limiter, wait } = limiterAt();
    const fromPriya = (n: number) =>
      limiter.admit(`10.0.0.${n}`, { ...priya, whatsapp: `+91 90000 2000${n}` });
    expect(admittedAll([1, 2, 3, 4, 5].map(fromPriya))).toBe(true);
    expect(fromPriya(6)).toEqual({ admitted: false, limitedBy: "email", retryAfterSeconds: 720 });
    wait(11 * MINUTE);
    expect(fromPriya(7)).toEqual({ admitted: false, limitedBy: "email", retryAfterSeconds: 60 });
    wait(MINUTE);
    expect(fromPriya(8).admitted).toBe(true);
  });

  it("count one email in any case and one WhatsApp number however it is typed", () => {
    const { limiter } = limiterAt();
    const typings = [
      "+91 98765 43210",
      "9876543210",
      "098765-43210",
      "(+91) 98765 43210",
      "919876543210",
    ];
    typings.forEach((whatsapp, n) => {
      expect(
        limiter.admit(`10.0.1.${n}`, { email: `other${n}@example.in`, whatsapp }).admitted,
      ).toBe(true);
    });
    expect(
      limiter.admit("10.0.1.9", { email: "new@example.in", whatsapp: "+919876543210" }),
    ).toMatchObject({ admitted: false, limitedBy: "whatsapp" });

    const cases = ["Priya@SharmaSweets.in", "PRIYA@sharmasweets.in", " priya@sharmasweets.in "];
    for (const [n, email] of [...cases, ...cases].slice(0, 5).entries()) {
      expect(
        limiter.admit(`10.0.2.${n}`, { email, whatsapp: `+44 20 7946 000${n}` }).admitted,
      ).toBe(true);
    }
    expect(
      limiter.admit("10.0.2.9", { email: "priya@sharmasweets.in", whatsapp: "+44 20 7946 0099" }),
    ).toMatchObject({ admitted: false, limitedBy: "email" });
  });

  it("refuse a burst from one address: twenty in ten minutes, then a wait of seconds", () => {
    const { limiter, wait } = limiterAt();
    const burst = Array.from({ length: 20 }, (_, n) => limiter.admit(JIO, visitor(n)));
    expect(admittedAll(burst)).toBe(true);
    expect(limiter.admit(JIO, visitor(20))).toEqual({
      admitted: false,
      limitedBy: "address",
      retryAfterSeconds: 30,
    });
    // Another address is not held back, nor the same visitor from elsewhere.
    expect(limiter.admit("49.36.0.2", visitor(20)).admitted).toBe(true);
    wait(30 * 1000);
    expect(limiter.admit(JIO, visitor(21)).admitted).toBe(true);
  });

  it("name the email before the address, and the longest wait, when both are over", () => {
    const { limiter } = limiterAt({ contactPerHour: 2, addressPer10Min: 2 });
    limiter.admit(JIO, priya);
    limiter.admit(JIO, { ...priya, whatsapp: "+91 90000 54321" });
    expect(limiter.admit(JIO, { ...priya, whatsapp: "+91 90000 11111" })).toEqual({
      admitted: false,
      limitedBy: "email",
      retryAfterSeconds: 30 * 60,
    });
  });

  it("count nothing for a refused quote, so refusals never lengthen the wait", () => {
    const { limiter } = limiterAt();
    for (let n = 0; n < 20; n++) limiter.admit(JIO, visitor(n));
    for (let n = 0; n < 50; n++) limiter.admit(JIO, visitor(100 + n));
    expect(limiter.admit(JIO, visitor(200))).toMatchObject({ retryAfterSeconds: 30 });
    // The refused visitors' contacts were not counted either.
    expect(limiter.admit("49.36.0.2", visitor(100)).admitted).toBe(true);
  });

  it("give a quote back (a duplicate, the store down): it no longer counts, once", () => {
    const { limiter } = limiterAt();
    for (let n = 0; n < 5; n++) {
      const admission = limiter.admit(JIO, priya);
      if (!admission.admitted) throw new Error("refused");
      admission.release();
      admission.release();
    }
    const kept = Array.from({ length: 5 }, () => limiter.admit(JIO, priya));
    expect(admittedAll(kept)).toBe(true);
    expect(limiter.admit(JIO, priya).admitted).toBe(false);
  });

  it("treat an IPv6 /64 as one address, and an IPv4-mapped address as IPv4", () => {
    const { limiter } = limiterAt({ contactPerHour: 0, addressPer10Min: 2 });
    expect(limiter.admit("2401:4900:1c2a:9f3::1", priya).admitted).toBe(true);
    expect(limiter.admit("2401:4900:1c2a:9f3:a1b2:c3d4:e5f6:1", priya).admitted).toBe(true);
    expect(limiter.admit("2401:4900:1c2a:09f3:ffff::2", priya)).toMatchObject({
      limitedBy: "address",
    });
    expect(limiter.admit("2401:4900:1c2a:9f4::1", priya).admitted).toBe(true);
    expect(addressKey("::ffff:49.36.0.1")).toBe("49.36.0.1");
    expect(addressKey("2401:4900::1")).toBe("2401:4900:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("are off at 0: any number of quotes from one contact and one address", () => {
    const { limiter } = limiterAt({ contactPerHour: 0, addressPer10Min: 0 });
    const admissions = Array.from({ length: 100 }, () => limiter.admit(JIO, priya));
    expect(admittedAll(admissions)).toBe(true);
    expect(limiter.size()).toBe(0);
  });

  it("forget counts that are back to zero, so memory holds only the last hour's", () => {
    const { limiter, wait } = limiterAt();
    for (let n = 0; n < 30; n++) limiter.admit(`10.1.0.${n}`, visitor(n));
    expect(limiter.size()).toBe(90);
    wait(61 * MINUTE);
    limiter.admit(JIO, priya);
    expect(limiter.size()).toBe(3);
  });
});

describe("which quotes count", () => {
  const form = { ...priya, name: "Priya Sharma", service: "Website Creation", message: "Hello" };

  it("a valid quote counts against its email and number as typed", () => {
    expect(countedContact(form)).toEqual(priya);
  });

  it("a quote with a refused answer (a typo to fix) or the honeypot filled does not", () => {
    expect(countedContact({ ...form, email: "priya@" })).toBeUndefined();
    expect(countedContact({ ...form, service: "Hacking" })).toBeUndefined();
    expect(countedContact({ ...form, _gotcha: "http://spam.example" })).toBeUndefined();
  });
});
