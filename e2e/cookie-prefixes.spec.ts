import type { Page } from "@playwright/test";

import { OWNER, signInAs, startServerWithAccounts } from "../scripts/lib/inbox-accounts.ts";
import { expect, test } from "./fixtures.ts";
import { ensureNginx, startNginx, type NginxProcess } from "./nginx.ts";
import type { ServerProcess } from "./server-process.ts";

// The inbox over HTTPS as it is deployed: nginx terminating TLS (build/deploy/nginx-app.conf)
// in front of a server that trusts it (TRUST_PROXY=1). Its cookies carry the prefixes that keep
// a subdomain or a plain-HTTP page from planting them (ASVS 5.0 3.3.1, decision 038), and a
// cookie under the old, unprefixed name opens nothing.

test.describe.configure({ mode: "serial" });
// The test's certificate is self-signed.
test.use({ ignoreHTTPSErrors: true });

let server: ServerProcess;
let nginx: NginxProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  ensureNginx();
  server = await startServerWithAccounts([OWNER], { TRUST_PROXY: "1" });
  nginx = await startNginx([Number(new URL(server.url).port)]);
});
test.afterAll(async () => {
  await nginx?.stop();
  await server?.stop();
});

const cookieNamed = async (page: Page, name: string) =>
  (await page.context().cookies()).find((cookie) => cookie.name === name);

async function expectInbox(page: Page) {
  await page.goto(`${nginx.origin}/admin`);
  await expect(page).toHaveURL(`${nginx.origin}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
}

async function expectSignInPage(page: Page) {
  await page.goto(`${nginx.origin}/admin`);
  await expect(page).toHaveURL(`${nginx.origin}/admin/login?next=%2Fadmin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
}

test("over HTTPS the session is __Host-inbox_session and the known device __Secure-inbox_device", async ({
  page,
}) => {
  await signInAs(page, nginx.origin, OWNER);
  await expect(page).toHaveURL(`${nginx.origin}/admin`);
  expect(await cookieNamed(page, "__Host-inbox_session")).toMatchObject({
    domain: "localhost",
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
  });
  expect(await cookieNamed(page, "__Secure-inbox_device")).toMatchObject({
    domain: "localhost",
    path: "/admin",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
  });
  // Nothing under the names plain HTTP uses.
  expect(await cookieNamed(page, "inbox_session")).toBeUndefined();
  expect(await cookieNamed(page, "inbox_device")).toBeUndefined();

  await expectInbox(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${nginx.origin}/admin/login`);
  expect(await cookieNamed(page, "__Host-inbox_session")).toBeUndefined();
  // Kept at sign-out, as decision 017 wants: the browser stays a known device.
  expect(await cookieNamed(page, "__Secure-inbox_device")).toBeDefined();
  await expectSignInPage(page);
});

test("a session under the old name opens nothing over HTTPS, and the next sign-in clears it", async ({
  page,
}) => {
  // A live session, signed in over plain HTTP at the server itself: there the name stays.
  const signedIn = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ email: OWNER.email, password: OWNER.password, next: "/admin" }),
    redirect: "manual",
  });
  expect(signedIn.status).toBe(302);
  const pairs = signedIn.headers.getSetCookie().map((line) => line.split(";")[0]!);
  const token = pairs.find((pair) => pair.startsWith("inbox_session="))?.split("=")[1];
  const device = pairs.find((pair) => pair.startsWith("inbox_device="))?.split("=")[1];
  expect(token).toBeDefined();
  expect(device).toBeDefined();

  // As the version before the prefixes left them in a browser over HTTPS (or as a subdomain
  // could plant them).
  const old = { domain: "localhost", secure: true, httpOnly: true, sameSite: "Lax" } as const;
  await page.context().addCookies([
    { ...old, name: "inbox_session", value: token!, path: "/" },
    { ...old, name: "inbox_device", value: device!, path: "/admin" },
  ]);
  await expectSignInPage(page);

  await signInAs(page, nginx.origin, OWNER);
  await expect(page).toHaveURL(`${nginx.origin}/admin`);
  expect(await cookieNamed(page, "__Host-inbox_session")).toBeDefined();
  expect(await cookieNamed(page, "__Secure-inbox_device")).toBeDefined();
  expect(await cookieNamed(page, "inbox_session")).toBeUndefined();
  expect(await cookieNamed(page, "inbox_device")).toBeUndefined();
  await expectInbox(page);
});
