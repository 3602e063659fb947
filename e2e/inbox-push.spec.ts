import type { BrowserContext, Page } from "@playwright/test";

import {
  startPushService,
  testDevice,
  type PushRequest,
} from "../app/leads/notify/push.test-helpers.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { OWNER, signInAs, startServerWithAccounts } from "../scripts/lib/inbox-accounts.ts";
import { answers } from "./quote-helpers.ts";
import type { ServerProcess } from "./server-process.ts";

// Phone alerts on a server of its own: the inbox installs with its own manifest and worker
// (scope /admin/), a device's alerts are turned on from the page, a quote from the public form
// reaches that device as an encrypted push (at a push service on loopback, which the server may
// reach only because PUSH_TEST_ORIGIN names it: this Chromium has no real one), a failing push
// service is tried again, the worker shows the alert and its tap opens the lead, signing out
// ends it, no other address of this machine can be made a device, and a lead's page says why
// an alert failed in plain words and retries only its own lead's.

test.describe.configure({ mode: "serial" });

const device = testDevice();

let server: ServerProcess;
let push: Awaited<ReturnType<typeof startPushService>>;
/** What the stand-in push service answers next, then 201. */
const answersToCome: number[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  push = await startPushService(() => answersToCome.shift() ?? 201);
  server = await startServerWithAccounts([OWNER], { PUSH_TEST_ORIGIN: push.origin });
});
test.afterAll(async () => {
  await server?.stop();
  await push?.close();
});

async function signIn(page: Page) {
  await signInAs(page, server.url, OWNER);
  await expect(page).toHaveURL(`${server.url}/admin`);
}

/**
 * This Chromium cannot reach a push service, so the page's pushManager hands out the test's
 * own subscription: its endpoint at the loopback push service, its keys the test decrypts with.
 */
async function giveDeviceSubscription(context: BrowserContext) {
  await context.grantPermissions(["notifications"], { origin: server.url });
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const saved = "test-push-subscription";
      const subscription = (serverKey: ArrayBuffer) => ({
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: serverKey, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(saved);
          return true;
        },
      });
      const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      PushManager.prototype.subscribe = async function (options) {
        const key = new Uint8Array(options!.applicationServerKey as Uint8Array);
        localStorage.setItem(saved, btoa(String.fromCharCode(...key)));
        return subscription(key.buffer) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const key = localStorage.getItem(saved);
        return key ? (subscription(bytes(key).buffer) as unknown as PushSubscription) : null;
      };
    },
    { endpoint: push.endpoint("owner-phone"), keys: device.keys },
  );
}

/** Signs in on this device and turns its alerts on from the alerts page; its card there. */
async function turnOnAlerts(page: Page) {
  await giveDeviceSubscription(page.context());
  await signIn(page);
  await page.goto(`${server.url}/admin/alerts`);
  const thisDevice = page.getByRole("region", { name: "This device" });
  await thisDevice.getByRole("button", { name: "Turn on alerts on this device" }).click();
  await expect(thisDevice.getByRole("status")).toHaveText("Alerts are on for this device.");
  return thisDevice;
}

/** Sends a quote as the public form does; the lead's id. */
async function sendQuote(message: string) {
  const sent = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ ...answers, message, elapsed_ms: "5000" }),
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

/** The pushes that arrive for this device from now on. */
function pushesFrom(count: number) {
  const before = push.received.length;
  return () => push.received.slice(before, before + count);
}

const alertIn = (request: PushRequest) =>
  JSON.parse(device.decrypt(request.body)) as Record<string, string>;

async function checkAccessible(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await axeViolations(page), `${page.url()} at ${width} px`).toEqual([]);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(width);
  }
}

test("the inbox installs on its own: its manifest and a worker scoped to /admin/; public pages get neither", async ({
  page,
}) => {
  await signIn(page);
  // Nothing reaches anyone yet: the list says so, with the step that fixes it.
  await expect(page.getByText("New leads reach nobody yet")).toBeVisible();
  await checkAccessible(page);
  await page.getByRole("link", { name: "Turn on alerts on this device" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/alerts`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alerts");

  const cdp = await page.context().newCDPSession(page);
  const { url, errors } = (await cdp.send("Page.getAppManifest")) as {
    url: string;
    errors: unknown[];
  };
  expect(url).toBe(`${server.url}/admin/manifest.webmanifest`);
  expect(errors).toEqual([]);
  const manifest = (await (await fetch(url)).json()) as Record<string, string>;
  expect(manifest).toMatchObject({ id: "/admin/", scope: "/admin/", start_url: "/admin/" });
  const installable = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are off the record, where Chromium installs nothing.
  const errorIds = installable.installabilityErrors.map((error) => error.errorId);
  expect(errorIds.filter((id) => id !== "in-incognito")).toEqual([]);

  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(scope).toBe(`${server.url}/admin/`);
  const worker = await fetch(`${server.url}/admin/sw.js`);
  expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/);
  expect(worker.headers.get("cache-control")).toBe("no-cache");

  // A public page in the same browser: the site's own manifest, no worker of its own.
  await page.goto(`${server.url}/`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  expect(
    await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      registered: (await navigator.serviceWorker.getRegistration("/")) !== undefined,
    })),
  ).toEqual({ controlled: false, registered: false });
});

test("alerts turned on reach the device within 5 s of a quote, encrypted, naming the lead and not the person", async ({
  page,
}) => {
  const thisDevice = await turnOnAlerts(page);
  const devices = page.getByRole("region", { name: "Your devices with alerts" });
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices).toContainText("Chrome on Windows (this device)");
  await expect(thisDevice).toContainText("On an iPhone or iPad");
  await checkAccessible(page);

  const arrived = pushesFrom(1);
  const sentAt = Date.now();
  const lead = await sendQuote("A website for our sweet shop, with a menu.");
  await expect.poll(() => arrived().length, { timeout: 5000 }).toBe(1);
  const [request] = arrived();
  expect(request!.at - sentAt).toBeLessThan(5000);
  expect(request!.headers["content-encoding"]).toBe("aes128gcm");
  expect(request!.headers.authorization).toMatch(/^vapid t=/);
  expect(alertIn(request!)).toEqual({
    title: `New lead: ${answers.service}`,
    body: "Open the inbox to read it.",
    url: `/admin/leads/${lead}`,
    tag: `lead-${lead}`,
  });
  for (const personal of [answers.name, answers.email, answers.whatsapp]) {
    expect(request!.body.toString("latin1")).not.toContain(personal);
  }

  // The list no longer says that nobody is told.
  await page.goto(`${server.url}/admin`);
  await expect(page.getByText("New leads reach nobody yet")).toHaveCount(0);
  await page.goto(`${server.url}/admin/leads/${lead}`);
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "Phone alert: sent",
  );
});

test("a push service that fails is tried again, and the alert arrives", async ({ page }) => {
  test.setTimeout(90_000);
  answersToCome.push(500);
  const arrived = pushesFrom(2);
  const lead = await sendQuote("A logo and a website for our tiffin service.");
  await expect.poll(() => arrived().length, { timeout: 5000 }).toBe(1);
  // The outbox's first retry comes 30 s later; the worker looks every 5 s.
  await expect.poll(() => arrived().length, { timeout: 45_000, intervals: [1000] }).toBe(2);
  const [failed, retried] = arrived();
  expect(retried!.at - failed!.at).toBeGreaterThanOrEqual(29_000);
  expect(alertIn(retried!).url).toBe(`/admin/leads/${lead}`);

  await signIn(page);
  await page.goto(`${server.url}/admin/leads/${lead}`);
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "Phone alert: sent",
  );
});

test("the worker shows the pushed alert, and tapping it opens the lead", async ({ page }) => {
  await giveDeviceSubscription(page.context());
  const arrived = pushesFrom(1);
  const lead = await sendQuote("Social media posts for our yoga studio.");
  await expect.poll(() => arrived().length, { timeout: 5000 }).toBe(1);
  const payload = device.decrypt(arrived()[0]!.body);

  await signIn(page);
  await page.goto(`${server.url}/admin/alerts`);
  // The inbox tab, controlled by the worker once it has claimed its pages.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
    registrations.push(...(event.registrations as typeof registrations));
  });
  await cdp.send("ServiceWorker.enable");
  await expect
    .poll(() => registrations.some((r) => r.scopeURL === `${server.url}/admin/`))
    .toBe(true);
  const { registrationId } = registrations.find((r) => r.scopeURL === `${server.url}/admin/`)!;
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: server.url,
    registrationId,
    data: payload,
  });

  const shown = async () =>
    page.evaluate(async (tag) => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications({ tag })).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url: string }).url,
      }));
    }, `lead-${lead}`);
  await expect.poll(shown).toEqual([
    {
      title: `New lead: ${answers.service}`,
      body: "Open the inbox to read it.",
      url: `${server.url}/admin/leads/${lead}`,
    },
  ]);

  // No browser here taps a notification: the worker is handed the click its tap would fire.
  const worker =
    page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent("serviceworker"));
  await worker.evaluate(async (tag) => {
    // The worker's own globals, which the page's type library (DOM) does not describe.
    type WorkerScope = EventTarget & { registration: ServiceWorkerRegistration };
    type ClickEvent = new (type: string, init: { notification: Notification }) => Event;
    const scope = self as unknown as WorkerScope & { NotificationEvent: ClickEvent };
    const [notification] = await scope.registration.getNotifications({ tag });
    scope.dispatchEvent(
      new scope.NotificationEvent("notificationclick", { notification: notification! }),
    );
  }, `lead-${lead}`);
  await expect(page).toHaveURL(`${server.url}/admin/leads/${lead}`);
});

test("signing out on the device ends its alerts", async ({ page }) => {
  await turnOnAlerts(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  const arrived = pushesFrom(1);
  await sendQuote("A booking page for our salon.");
  await signIn(page);
  await expect(page.getByText("New leads reach nobody yet")).toBeVisible();
  await page.goto(`${server.url}/admin/alerts`);
  await expect(page.getByRole("region", { name: "Your devices with alerts" })).toContainText(
    "None yet.",
  );
  await expect(
    page
      .getByRole("region", { name: "This device" })
      .getByRole("button", { name: "Turn on alerts on this device" }),
  ).toBeVisible();
  expect(arrived()).toEqual([]);
});

test("no other address of this machine can be made a device: the subscription is refused, and nothing is sent there", async ({
  page,
}) => {
  // The exception is said at start, for whoever reads the log of a server that has it.
  expect.soft(server.output()).toContain(`Warning: phone alerts may go to ${push.origin}`);
  const elsewhere = await startPushService();
  try {
    await turnOnAlerts(page);
    for (const endpoint of [
      `http://127.0.0.1:${elsewhere.port}/x`,
      `https://127.0.0.1:${elsewhere.port}/`,
      `http://localhost:${elsewhere.port}/x`,
      `https://[::ffff:7f00:1]:${elsewhere.port}/x`,
      // The exception is the setting's exact origin: not its host on another scheme.
      `https://127.0.0.1:${push.port}/push/x`,
    ]) {
      const answer = await page.request.post(`${server.url}/admin/alerts/device`, {
        data: { intent: "subscribe", subscription: { endpoint, keys: testDevice().keys } },
        headers: { Origin: server.url },
      });
      // Soft: had one been taken, the quote below shows where the server would have posted.
      expect.soft(answer.status(), endpoint).toBe(422);
      const said = (await answer.json()) as { errors?: Record<string, string> };
      expect
        .soft(said.errors?.["subscription.endpoint"], endpoint)
        .toMatch(/push service on the internet, over https/);
    }
    await page.reload();
    await expect
      .soft(page.getByRole("region", { name: "Your devices with alerts" }).getByRole("listitem"))
      .toHaveCount(1);

    // The stand-in push service gets its alert; the other listener is never reached.
    const arrived = pushesFrom(1);
    await sendQuote("A website for our bakery, with online orders.");
    await expect.poll(() => arrived().length, { timeout: 5000 }).toBe(1);
    // Time for the worker's other deliveries of this lead, were there any.
    await page.waitForTimeout(1000);
    expect(elsewhere.connections()).toBe(0);
  } finally {
    await elsewhere.close();
  }
});

test("a lead's page says in plain words why its alert failed, and retries only its own lead's notifications", async ({
  page,
}) => {
  // This device's alerts on (again: the same endpoint replaces its row); its push service
  // then says it is gone.
  await turnOnAlerts(page);
  answersToCome.push(410);
  const arrived = pushesFrom(1);
  const failed = await sendQuote("A logo for our flower shop.");
  await expect.poll(() => arrived().length, { timeout: 5000 }).toBe(1);
  const other = await sendQuote("Posts for our gym's page.");

  await page.goto(`${server.url}/admin/leads/${failed}`);
  const notified = page.getByRole("region", { name: "Notifications" });
  await expect
    .soft(notified)
    .toContainText(
      "Phone alert: failed after 1 attempts (this phone's browser no longer accepts alerts",
    );
  await expect.soft(notified).not.toContainText("410");
  const notification = await notified.locator('input[name="notification"]').inputValue();

  // The failed lead's notification, retried from the other lead's page: refused as unknown.
  const refused = await page.request.post(`${server.url}/admin/leads/${other}`, {
    form: { intent: "retry", notification },
    headers: { Origin: server.url },
  });
  expect(refused.status()).toBe(404);
  await page.reload();
  await expect(notified).toContainText("Phone alert: failed after 1 attempts");

  // From its own lead's page it is retried.
  await notified.getByRole("button", { name: "Retry Phone alert" }).click();
  await expect(page.getByRole("status").filter({ hasText: "will be sent again" })).toBeVisible();
});
