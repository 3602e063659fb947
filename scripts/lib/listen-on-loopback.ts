/**
 * Starts `server` on a free loopback port and resolves with its origin (http://127.0.0.1:N).
 * @param {import("node:net").Server} server
 */
export async function listenOnLoopback(server: import("node:net").Server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return `http://127.0.0.1:${address.port}`;
}
