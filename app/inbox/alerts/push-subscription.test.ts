import { createECDH, randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { isPushEndpoint, pushSubscriptionShape } from "./push-subscription.ts";

const keys = () => ({
  p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
  auth: randomBytes(16).toString("base64url"),
});
const accepts = (value: unknown, testOrigin?: string) =>
  pushSubscriptionShape(testOrigin).safeParse(value).success;

describe("a push subscription", () => {
  it("is accepted as browsers send it", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b";
    expect(accepts({ endpoint, expirationTime: null, keys: keys() })).toBe(true);
    expect(accepts({ endpoint, keys: { ...keys(), auth: `${keys().auth}==` } })).toBe(true);
  });

  it("goes to a push service over https, on the internet", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/x",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
      "https://push.example.in:8443/a",
      "https://142.250.183.10/a",
      "https://[2607:f8b0:4004:c07::5f]/a",
    ]) {
      expect(isPushEndpoint(endpoint), endpoint).toBe(true);
    }
    for (const endpoint of [
      "http://push.example.in/a",
      "http://142.250.183.10/a",
      "https://user:secret@push.example.in/a",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(isPushEndpoint(endpoint), endpoint).toBe(false);
    }
  });

  it("never goes to this machine or its network, however the address is spelt", () => {
    for (const host of [
      // Loopback, in each spelling a URL takes.
      "127.0.0.1",
      "127.1",
      "0x7f.0.0.1",
      "0x7f000001",
      "2130706433",
      "017700000001",
      "0177.0.0.1",
      "127.000.000.001",
      "127.0.0.1.",
      "%31%32%37.0.0.1",
      "localhost",
      "LOCALHOST.",
      "push.localhost",
      "[::1]",
      "[0:0:0:0:0:0:0:1]",
      "[::ffff:127.0.0.1]",
      "[::ffff:7f00:1]",
      "[::127.0.0.1]",
      "[64:ff9b::127.0.0.1]",
      // Unspecified: this machine again.
      "0.0.0.0",
      "0",
      "[::]",
      // Private, carrier-grade NAT, link-local (cloud metadata), unique-local.
      "10.0.0.5",
      "172.16.0.1",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.169.254",
      "[::ffff:169.254.169.254]",
      "[fd00::1]",
      "[fe80::1]",
      // Multicast, broadcast, reserved, benchmarking, documentation, 6to4, Teredo.
      "224.0.0.1",
      "[ff02::1]",
      "255.255.255.255",
      "240.0.0.1",
      "198.18.0.1",
      "192.0.2.1",
      "[2001:db8::1]",
      "[2002:7f00:1::]",
      "[2001::1]",
      // Names that stay on the network.
      "intranet",
      "printer.local",
      "db.internal",
    ]) {
      expect(isPushEndpoint(`https://${host}/push/a`), host).toBe(false);
      expect(isPushEndpoint(`http://${host}:4575/push/a`), host).toBe(false);
    }
  });

  it("goes to the end-to-end tests' push service only at the exact origin the setting names", () => {
    const testOrigin = "http://127.0.0.1:4575";
    expect(isPushEndpoint("http://127.0.0.1:4575/push/a", testOrigin)).toBe(true);
    expect(isPushEndpoint("http://127.0.0.1:4576/push/a", testOrigin)).toBe(false);
    expect(isPushEndpoint("https://127.0.0.1:4575/push/a", testOrigin)).toBe(false);
    expect(isPushEndpoint("http://localhost:4575/push/a", testOrigin)).toBe(false);
    expect(isPushEndpoint("http://127.0.0.1:4575/push/a")).toBe(false);
    const device = { endpoint: "http://127.0.0.1:4575/push/a", keys: keys() };
    expect(accepts(device, testOrigin)).toBe(true);
    expect(accepts(device)).toBe(false);
  });

  it("says what is wrong with an endpoint it refuses", () => {
    const refused = pushSubscriptionShape().safeParse({
      endpoint: "http://127.0.0.1:4575/push/a",
      keys: keys(),
    });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ["endpoint"],
        message: expect.stringMatching(/push service on the internet, over https/),
      }),
    ]);
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
