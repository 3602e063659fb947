import { describe, expect, it } from "vitest";

import { addressBytes, isPublicAddress, isPublicHost } from "./public-address.ts";

describe("an address", () => {
  it("is read in each form DNS answers and URLs give", () => {
    expect(addressBytes("127.0.0.1")).toEqual([127, 0, 0, 1]);
    expect(addressBytes("::1")).toEqual([...Array<number>(15).fill(0), 1]);
    expect(addressBytes("[::ffff:7f00:1]")).toEqual(addressBytes("::ffff:127.0.0.1"));
    expect(addressBytes("fe80::1%eth0")).toEqual(addressBytes("fe80:0:0:0:0:0:0:1"));
    expect(addressBytes("2001:db8::")).toHaveLength(16);
    for (const name of ["push.example.in", "127.1", "0x7f.0.0.1", "256.0.0.1", "1::2::3", ""]) {
      expect(addressBytes(name), name).toBeUndefined();
    }
    expect(addressBytes("1:2:3:4:5:6:7:8:9")).toBeUndefined();
    expect(addressBytes("1:2:3:4:5:6:7::8")).toBeUndefined();
  });

  it("is public on the internet, and on nothing this machine or its network alone reaches", () => {
    for (const address of [
      "142.250.183.10",
      "8.8.8.8",
      "100.63.255.255",
      "100.128.0.1",
      "172.32.0.1",
      "223.255.255.255",
      "2607:f8b0:4004:c07::5f",
      "2a00:1450:4001:82b::200e",
      "::ffff:8.8.8.8",
      "64:ff9b::8.8.8.8",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "0.0.0.0",
      "0.1.2.3",
      "10.0.0.1",
      "100.64.0.1",
      "100.127.255.255",
      "127.0.0.1",
      "127.255.255.254",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.0.0.8",
      "192.0.2.1",
      "192.88.99.1",
      "192.168.1.1",
      "198.18.0.1",
      "198.19.255.255",
      "198.51.100.7",
      "203.0.113.9",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "::7f00:1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::ffff:169.254.169.254",
      "::ffff:0:7f00:1",
      "64:ff9b::7f00:1",
      "64:ff9b:1::a00:1",
      "fc00::1",
      "fd00::1",
      "fe80::1",
      "fe80::1%eth0",
      "fec0::1",
      "ff02::1",
      "2001::1",
      "2001:2::1",
      "2001:db8::1",
      "2002:7f00:1::",
      "3fff::1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe("a URL's host", () => {
  it("may be public when it is a public address or a name outside the local ones", () => {
    expect(isPublicHost("fcm.googleapis.com")).toBe(true);
    expect(isPublicHost("[2607:f8b0:4004:c07::5f]")).toBe(true);
    expect(isPublicHost("142.250.183.10")).toBe(true);
    for (const host of [
      "localhost",
      "localhost.",
      "LOCALHOST",
      "push.localhost",
      "printer.local",
      "db.internal",
      "router.home.arpa",
      "intranet",
      "metadata",
      "[::1]",
      "[::ffff:7f00:1]",
      "127.0.0.1",
    ]) {
      expect(isPublicHost(host), host).toBe(false);
    }
  });
});
