// A phone's network between the browser and the site, for the navigation bench: a proxy on
// loopback that delays every byte by half a round trip each way and paces each direction to
// its rate, one link shared by all connections (a new one waits a round trip, its handshake).
//
// Why not Chromium's own throttling (DevTools' Network.emulateNetworkConditions): it throttles
// the page's requests but not the browser's speculative fetches (a rule's prefetch came back
// at loopback speed under 2 s of emulated latency), so it would flatter the Speculation Rules.
// A link outside the browser treats every request alike.
import { connect, createServer, type Socket } from "node:net";

import { listenOnLoopback } from "../lib/listen-on-loopback.ts";

export type LinkProfile = { roundTripMs: number; downKbps: number; upKbps: number };

/** Lighthouse's mobile preset ("slow 4G"): 150 ms, 1.6 Mbit/s down, 750 Kbit/s up. */
export const SLOW_4G: LinkProfile = { roundTripMs: 150, downKbps: 1638.4, upKbps: 750 };

/** A TCP segment's payload: bytes arrive in pieces this size, as they would over the air. */
const SEGMENT = 1460;

/** One direction of the link: when bytes sent now are through it, given those before them. */
function direction(kbps: number, oneWayMs: number) {
  const bytesPerMs = (kbps * 1024) / 8 / 1000;
  let freeAt = 0;
  return (bytes: number, readyAt: number) => {
    freeAt = Math.max(freeAt, readyAt) + bytes / bytesPerMs;
    return freeAt + oneWayMs;
  };
}

/** Starts the proxy in front of `origin` (http://127.0.0.1:N); resolves with its own origin. */
export async function startPhoneLink(origin: string, profile: LinkProfile = SLOW_4G) {
  const { hostname, port } = new URL(origin);
  const oneWay = profile.roundTripMs / 2;
  const down = direction(profile.downKbps, oneWay);
  const up = direction(profile.upKbps, oneWay);
  const sockets = new Set<Socket>();

  /** Sends what `from` receives on to `to`, through one direction of the link. */
  function carry(from: Socket, to: Socket, through: typeof down, notBefore = 0) {
    let lastAt = 0;
    const deliver = (at: number, deed: () => void) => {
      lastAt = Math.max(lastAt, at);
      setTimeout(deed, Math.max(0, at - Date.now()));
    };
    from.on("data", (chunk: Buffer) => {
      for (let start = 0; start < chunk.length; start += SEGMENT) {
        const piece = chunk.subarray(start, start + SEGMENT);
        deliver(through(piece.length, Math.max(Date.now(), notBefore)), () => {
          if (!to.destroyed) to.write(piece);
        });
      }
    });
    from.on("end", () => deliver(lastAt, () => to.end()));
    from.on("close", () => deliver(lastAt, () => to.destroy()));
  }

  const proxy = createServer((browserSide) => {
    const siteSide = connect(Number(port), hostname);
    for (const socket of [browserSide, siteSide]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    // A new connection's first request waits for its handshake: one round trip.
    carry(browserSide, siteSide, up, Date.now() + profile.roundTripMs);
    carry(siteSide, browserSide, down);
  });
  return {
    origin: await listenOnLoopback(proxy),
    close() {
      for (const socket of sockets) socket.destroy();
      proxy.close();
    },
  };
}
