import { rmSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addUser, newDataDir, startServer, testPassword, type ServerProcess } from "./harness.ts";

// Issue: "Anyone can lock the owner out for 15 minutes with five wrong passwords from any
// address, again and again." A real server behind a trusted proxy (TRUST_PROXY: the
// X-Forwarded-For header is the client's address), a stranger guessing at the owner's account
// from several addresses, and the owner signing in anyway: at once from the browser that
// signed in before (docs/decisions/017-sign-in-limits.md), after a wait of seconds from a new
// one. Run on a build of the code under test: BUILD_DIR names it when it is not build/.

const OWNER = { email: "owner@example.in", password: testPassword() };
const PHONE = "100.64.0.9";
const STRANGER = Array.from({ length: 6 }, (_, i) => `198.51.100.${i + 1}`);

let server: ServerProcess;

beforeAll(async () => {
  const dataDir = newDataDir();
  // `npm run inbox -- add-user`, with the password piped in, before the server holds the folder.
  await addUser({ DATA_DIR: dataDir }, OWNER.email, OWNER.password);
  server = await startServer({ TRUST_PROXY: "1" }, dataDir);
});
afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

/** A browser's cookies: what Set-Cookie gave it, less what it took back (Max-Age=0). */
class Jar {
  readonly #cookies = new Map<string, string>();
  take(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      if (/;\s*Max-Age=0(;|$)/i.test(header)) this.#cookies.delete(name);
      else this.#cookies.set(name, pair);
    }
    return this;
  }
  has(name: string) {
    return this.#cookies.has(name);
  }
  get header() {
    return [...this.#cookies.values()].join("; ");
  }
}

/** Posts the sign-in form as a browser without JavaScript does, from `address`. */
function signIn(address: string, password: string, jar = new Jar(), email = OWNER.email) {
  return fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.url,
      "X-Forwarded-For": address,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(jar.header && { Cookie: jar.header }),
    },
    body: new URLSearchParams({ email, password, next: "/admin" }),
  });
}

/** Asserts a successful sign-in (a redirect with a new session that opens the inbox). */
async function expectSignedIn(response: Response, jar = new Jar()) {
  const body = response.status === 302 ? "" : await response.text();
  expect(response.status, body.match(/role="alert"[^>]*>([^<]*)/)?.[1] ?? body).toBe(302);
  expect(response.headers.get("location")).toBe("/admin");
  const session = response.headers
    .getSetCookie()
    .filter((header) => /^inbox_session=[^;]/.test(header));
  expect(session).toHaveLength(1);
  jar.take(response);
  const inbox = await fetch(`${server.url}/admin`, {
    redirect: "manual",
    headers: { Cookie: jar.header },
  });
  expect(inbox.status).toBe(200);
  await inbox.body?.cancel();
  return jar;
}

describe("a stranger's guessing does not lock the owner out", () => {
  const phone = new Jar();

  it("signs the owner in on their phone, which becomes a known device, and out again", async () => {
    const response = await signIn(PHONE, OWNER.password);
    const device = response.headers
      .getSetCookie()
      .find((header) => header.startsWith("inbox_device="));
    await expectSignedIn(response, phone);
    // Signing out ends the session; the phone stays a known device.
    const signedOut = await fetch(`${server.url}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "X-Forwarded-For": PHONE, Cookie: phone.header },
    });
    expect(signedOut.status).toBe(302);
    phone.take(signedOut);
    expect(phone.has("inbox_session")).toBe(false);
    expect(device).toMatch(/; Path=\/admin; HttpOnly; SameSite=Lax/);
    expect(phone.has("inbox_device")).toBe(true);
  });

  it("refuses the stranger's wrong passwords from six addresses, five each", async () => {
    const statuses: number[] = [];
    for (const address of STRANGER) {
      for (let guess = 0; guess < 5; guess += 1) {
        const response = await signIn(address, `not the password ${address} ${guess}`);
        await response.body?.cancel();
        statuses.push(response.status);
      }
    }
    // Checked and refused, or slowed down; never let in, never an error.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it("lets the owner sign in at once from the known device", async () => {
    await expectSignedIn(await signIn(PHONE, OWNER.password, phone));
  });

  it("lets the owner in from the known device on an address others have used up", async () => {
    // Carrier-grade NAT: strangers on the phone's address fail 20 times at emails of their own
    // (docs/decisions/031-known-devices-past-the-address-limit.md).
    for (let guess = 0; guess < 20; guess += 1) {
      const response = await signIn(
        PHONE,
        "not the password",
        new Jar(),
        `other${guess}@example.in`,
      );
      await response.body?.cancel();
      expect(response.status).toBe(401);
    }
    // The address is used up: one more attempt there at any email waits.
    const more = await signIn(PHONE, "not the password", new Jar(), "other20@example.in");
    await more.body?.cancel();
    expect(more.status).toBe(429);
    await expectSignedIn(await signIn(PHONE, OWNER.password, phone));
  });

  it("makes the owner on a new browser wait seconds, not 15 minutes", async () => {
    // The stranger goes on guessing until the account is being slowed down.
    let wait = 0;
    for (let guess = 0; !wait && guess < 20; guess += 1) {
      const response = await signIn("203.0.113.50", `still not it ${guess}`);
      await response.body?.cancel();
      if (response.status === 429) wait = Number(response.headers.get("retry-after"));
    }
    expect(wait).toBeGreaterThan(0);

    const limited = await signIn("192.0.2.77", OWNER.password);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(60);
    expect(await limited.text()).toMatch(
      new RegExp(`Please wait ${seconds} seconds? and try again`),
    );
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    await expectSignedIn(await signIn("192.0.2.77", OWNER.password));
  });
});
