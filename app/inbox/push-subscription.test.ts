import { createECDH, randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { isPushEndpoint, pushSubscriptionShape } from "./push-subscription.ts";

const keys = () => ({
  p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
  auth: randomBytes(16).toString("base64url"),
});
const accepts = (value: unknown) => pushSubscriptionShape.safeParse(value).success;

describe("a push subscription", () => {
  it("is accepted as browsers send it", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b";
    expect(accepts({ endpoint, expirationTime: null, keys: keys() })).toBe(true);
    expect(accepts({ endpoint, keys: { ...keys(), auth: `${keys().auth}==` } })).toBe(true);
  });

  it("goes to a push service over https, or to this machine only", () => {
    expect(isPushEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x")).toBe(true);
    expect(isPushEndpoint("http://127.0.0.1:4575/push/a")).toBe(true);
    expect(isPushEndpoint("http://localhost:4575/push/a")).toBe(true);
    expect(isPushEndpoint("http://push.example.in/a")).toBe(false);
    expect(isPushEndpoint("http://10.0.0.5/a")).toBe(false);
    expect(isPushEndpoint("https://user:secret@push.example.in/a")).toBe(false);
    expect(isPushEndpoint("javascript:alert(1)")).toBe(false);
    expect(isPushEndpoint("not a url")).toBe(false);
  });

  it("carries a P-256 public key and a 16-byte secret, nothing else", () => {
    const endpoint = "https://web.push.apple.com/QGuQyavXutnMH";
    const good = keys();
    expect(
      accepts({ endpoint, keys: { ...good, auth: randomBytes(8).toString("base64url") } }),
    ).toBe(false);
    // A compressed key (it starts with 2 or 3) is not what browsers send.
    const compressed = Buffer.concat([Buffer.from([3]), randomBytes(64)]).toString("base64url");
    expect(accepts({ endpoint, keys: { ...good, p256dh: compressed } })).toBe(false);
    expect(accepts({ endpoint, keys: { ...good, p256dh: "not+base64url/" } })).toBe(false);
    expect(accepts({ endpoint })).toBe(false);
    expect(accepts({ endpoint: `https://x.example/${"a".repeat(3000)}`, keys: good })).toBe(false);
  });
});
