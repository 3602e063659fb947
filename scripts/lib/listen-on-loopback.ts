import type { AddressInfo, Server } from "node:net";

/** Starts `server` on a free loopback port and resolves with its origin (http://127.0.0.1:N). */
export async function listenOnLoopback(server: Server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}
