// Page views' beacons as visitors' browsers send them (`npm run bench:visits`): each from an
// address of its own (X-Forwarded-For, to a server that trusts its proxy), a person's phone, the
// site's own Origin. Run alone (`node beacon-flow.ts URL RATE SECONDS`) it is the flow the bench
// measures quotes and the home page beside, from a process of its own; it loads nothing else.
import autocannon from "autocannon";

/** Browsers sending at the same moment. */
export const CONNECTIONS = 20;
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const PAGES = ["/", "/mr/", "/hi/", "/contact", "/blogs/restaurant", "/mr/services"];

let sequence = 0;
/** The n-th address of a mobile network's range, each beacon another one. */
const nextAddress = () => {
  sequence += 1;
  return `49.${36 + ((sequence >> 16) & 0xff)}.${(sequence >> 8) & 0xff}.${sequence & 0xff}`;
};

/** Beacons to `url`: as fast as CONNECTIONS browsers can for the duration, or `overallRate`/s. */
export function sendBeacons(
  url: string,
  { overallRate, duration = 10 }: { overallRate?: number; duration?: number } = {},
) {
  return autocannon({
    url: `${url}/api/visits`,
    duration,
    connections: CONNECTIONS,
    overallRate,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            "content-type": "application/x-www-form-urlencoded",
            origin: url,
            "user-agent": PHONE_UA,
            "x-forwarded-for": nextAddress(),
          },
          body: new URLSearchParams({
            p: PAGES[sequence % PAGES.length]!,
            d: "phone",
            ...(sequence % 3 === 0 && { v: "1" }),
            ...(sequence % 4 === 0 && { s: "instagram" }),
          }).toString(),
        }),
      },
    ],
  });
}

if (import.meta.main) {
  const [url = "", rate = "500", seconds = "10"] = process.argv.slice(2);
  const result = await sendBeacons(url, { overallRate: Number(rate), duration: Number(seconds) });
  process.exit(result.non2xx + result.errors === 0 ? 0 : 1);
}
