// How many round trips a page's HTML takes to arrive, as Lighthouse's simulated link counts
// them: a new connection's first congestion window is 10 segments of 1,460 bytes, and each
// round trip after it doubles, up to what the link carries in one round trip (1.6 Mbit/s at
// 150 ms: 18 segments). The bytes are the response's, headers included, brotli-compressed as
// the production server sends them.
import { request } from "node:http";

const SEGMENT = 1460;
const FIRST_WINDOW_SEGMENTS = 10;
const MAX_WINDOW_SEGMENTS = 18;

/** The bytes that arrive in the first round trip of a new connection. */
export const FIRST_WINDOW_BYTES = FIRST_WINDOW_SEGMENTS * SEGMENT;

/** Round trips after the first byte needed to download `bytes` on a new connection (0: it all
 * arrives with the first window). */
export function extraRoundTrips(bytes: number): number {
  let window = FIRST_WINDOW_SEGMENTS;
  let remaining = bytes - window * SEGMENT;
  let trips = 0;
  while (remaining > 0) {
    window = Math.min(window * 2, MAX_WINDOW_SEGMENTS);
    remaining -= window * SEGMENT;
    trips++;
  }
  return trips;
}

/** The size of a page's response as the browser receives it: status line, headers and the
 * brotli body, from `origin` (the production server). */
export function responseBytes(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(`${origin}${path}`, { headers: { "accept-encoding": "br" } }, (res) => {
      let body = 0;
      res.on("data", (chunk: Buffer) => (body += chunk.length));
      res.on("end", () => {
        const statusLine = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length;
        let headers = 2; // the blank line that ends them
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          headers += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        }
        resolve(statusLine + headers + body);
      });
      res.on("error", reject);
    });
    call.on("error", reject);
    call.end();
  });
}
