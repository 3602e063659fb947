import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// Test helpers for phone alerts: a device's keys made as a browser makes them, a stand-in push
// service on loopback that keeps what it receives, and the decryption a browser does (RFC 8291,
// aes128gcm), so that a test reads the alert the device would show.

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export type TestDevice = {
  /** As PushSubscription.toJSON() gives them, for the server. */
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
};

export function testDevice(): TestDevice {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
    decrypt(body) {
      // The header: salt (16), record size (4), key id length (1), the sender's public key.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
      const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);
      const key = Buffer.from(hkdfSync("sha256", ikm, salt, info("aes128gcm"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("nonce"), 12));
      const decipher = createDecipheriv("aes-128-gcm", key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then any padding of zeros.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error("not the last record of an aes128gcm body");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/** What the stand-in push service received. */
export type PushRequest = {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  at: number;
};

/**
 * A push service on loopback: each POST is kept and answered with what `status` says for it
 * (201, as a push service takes a message, by default); every connection made to it, whatever
 * came of it (a TLS handshake to this plain-HTTP service fails), is counted.
 */
export async function startPushService(status: (request: PushRequest) => number = () => 201) {
  const received: PushRequest[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const call = {
        path: request.url ?? "/",
        headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      received.push(call);
      response.writeHead(status(call)).end();
    });
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    /** Where it listens: what PUSH_TEST_ORIGIN names for the server to send to it. */
    origin,
    port,
    /** A device's endpoint at this service. */
    endpoint: (device: string) => `${origin}/push/${device}`,
    received,
    /** How many connections reached it. */
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
