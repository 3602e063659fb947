// The servers a bench can set side by side (issue 52): this site from `npm start`'s server, the
// same built files from a plain static server with and without the site's security headers,
// and a peer site (another built static site) with and without them, so that a header is
// judged on what it costs, the same on both sites.
import { CLIENT_DIR } from "../../server/paths.ts";
import { siteSecurityHeaders } from "../../server/serve.ts";
import { listenOnLoopback } from "../lib/listen-on-loopback.ts";
import { startServer } from "../lib/server-process.ts";
import { createStaticPeerServer } from "./static-peer-server.ts";

export const BENCH_SERVERS = ["start", "static", "static+headers", "peer", "peer+headers"] as const;
export type BenchServerName = (typeof BENCH_SERVERS)[number];

export type BenchServer = {
  name: BenchServerName;
  /** The address of `route` on this server, or undefined when the server has no such page. */
  url: (route: string) => string | undefined;
  close: () => Promise<void>;
};

/**
 * Starts the named servers on loopback. A peer's pages are given as `ours=peer` pairs by the
 * caller's `peerRoute`; by default the peer answers the same path.
 */
export async function startBenchServers(
  names: BenchServerName[],
  peerDir?: string,
  peerRoute: (route: string) => string | undefined = (route) => route,
): Promise<BenchServer[]> {
  const headers = siteSecurityHeaders(CLIENT_DIR);
  const started: BenchServer[] = [];
  for (const name of names) {
    const isPeer = name.startsWith("peer");
    if (isPeer && !peerDir) throw new Error(`the ${name} server needs --peer DIR`);
    if (name === "start") {
      // `npm start` itself, in a process of its own with an empty store: its pages send their
      // visit beacon to the app, which a static server would answer with a logged 404.
      const site = await startServer();
      started.push({ name, url: (route) => site.url + route, close: () => site.stop() });
      continue;
    }
    const server = createStaticPeerServer(
      isPeer ? (peerDir as string) : CLIENT_DIR,
      name.endsWith("+headers") ? headers : {},
    ).server;
    const origin = await listenOnLoopback(server);
    started.push({
      name,
      url: (route) => {
        const path = isPeer ? peerRoute(route) : route;
        return path === undefined ? undefined : origin + path;
      },
      close: () => new Promise((done) => server.close(() => done())),
    });
  }
  return started;
}
