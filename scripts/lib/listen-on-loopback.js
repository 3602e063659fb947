/** Starts `server` on a free loopback port and resolves with its origin (http://127.0.0.1:N). */
export async function listenOnLoopback(server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${server.address().port}`;
}
