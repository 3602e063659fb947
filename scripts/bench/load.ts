// `npm run bench:load`: how many requests a second `npm start` serves for the home page on
// loopback (autocannon, 10 s, 50 connections, brotli like a browser). Target: at least
// 2,000 requests/s with no error or non-2xx answer. A bench, not a test: it depends on the
// machine. Options: --duration 10 --connections 50 --path /
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import { listenOnLoopback } from "../lib/listen-on-loopback.ts";
import { createSiteServer } from "../../server/serve.ts";

const TARGET_RPS = 2000;
const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    path: { type: "string", default: "/" },
  },
});

const server = createSiteServer();
const url = `${await listenOnLoopback(server)}${options.path}`;

const result = await autocannon({
  url,
  duration: Number(options.duration),
  connections: Number(options.connections),
  headers: { "accept-encoding": "br, gzip" },
});
server.close();

const rps = result.requests.average;
const failures = result.errors + result.timeouts + result.non2xx;
console.log(
  `${options.path}: ${Math.round(rps)} requests/s on average (${result.requests.min}–${result.requests.max}), ` +
    `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s, ${failures} errors or non-2xx ` +
    `(${Number(options.connections)} connections, ${options.duration} s)`,
);
if (rps < TARGET_RPS || failures > 0) {
  console.error(`✘ below the target of ${TARGET_RPS} requests/s with no error`);
  process.exit(1);
}
console.log(`✔ at least ${TARGET_RPS} requests/s with no error`);
