import type { Page, Request, Route } from "@playwright/test";

import { m } from "#app/paraglide/messages.js";

import { expect, test } from "./fixtures.ts";
import { answers, fillForm, interceptEndpoint, postAsPlainForm } from "./quote-helpers.ts";

// The quote form is an island (app/island/, docs/decisions/035-pages-are-documents.md): the page
// is a document, and React with the form's code loads only when the visitor nears the form or
// touches it (at once on /contact, where it is in view). What the visitor does before then is
// kept: the draft from the first keystroke, and a send, made by the form's code once it is there.

/** The island's chunk: React and the form (app/island/hydrate-quote-form.tsx as built). */
const ISLAND_CHUNK = /\/assets\/hydrate-quote-form-[^/]*\.js$/;
const isIslandChunk = (request: Request) => ISLAND_CHUNK.test(new URL(request.url()).pathname);

/** Whether React has taken the form (the island's container says so once hydrated). */
const isReady = (page: Page) =>
  page
    .locator("[data-quote-island]")
    .evaluate((island) => island.hasAttribute("data-island-ready"));

/** Holds the island's chunk back until `release` is called: React provably not there yet. */
async function holdIsland(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(ISLAND_CHUNK, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const successToast = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: "We have received your submission!" })
    .filter({ has: page.getByRole("button", { name: "Close" }) });

test.describe("on a phone's screen, where the form is far below the fold", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the home page loads no React until the visitor comes near the form", async ({ page }) => {
    const chunks: Request[] = [];
    page.on("request", (request) => isIslandChunk(request) && chunks.push(request));
    await page.goto("/");
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
    );
    await page.waitForTimeout(500);
    expect(chunks).toHaveLength(0);
    expect(await isReady(page)).toBe(false);

    // Within a quarter of a screen below the fold: it loads, and the form hydrates.
    await page.evaluate(() => {
      const form = document.querySelector("[data-quote-island]")!;
      window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY - innerHeight * 1.15);
    });
    await expect.poll(() => isReady(page)).toBe(true);
    expect(chunks).toHaveLength(1);
  });

  test("text typed before React arrived is kept, and the form holds it once React is there", async ({
    page,
  }) => {
    await page.goto("/");
    expect(await isReady(page)).toBe(false);
    const form = page.locator("#contact form");
    const name = form.getByLabel("Your name");
    // Focus without scrolling, as a keyboard or the browser's autofill can; then type at once.
    await name.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
    await page.keyboard.type("Priya Sharma");
    await expect.poll(() => isReady(page)).toBe(true);
    await expect(name).toHaveValue("Priya Sharma");
    // The form's code has the text: it says what is still missing, and not about the name.
    await form.getByRole("button", { name: "Send my request" }).click();
    await expect(name).toHaveValue("Priya Sharma");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
  });
});

test("/contact hydrates its form at once, with nothing done", async ({ page }) => {
  await page.goto("/contact");
  await expect.poll(() => isReady(page)).toBe(true);
});

test("what is typed right after load, before React arrives, is there again after a reload", async ({
  page,
}) => {
  const island = await holdIsland(page);
  await page.goto("/");
  const form = page.locator("#contact form");
  await fillForm(page);
  // The chunk was asked for (the visitor is in the form) and is not there.
  expect(island.requested()).toBe(true);
  expect(await isReady(page)).toBe(false);
  await page.waitForTimeout(800);

  // A new load of the page, not the browser's own restoring of a reloaded form.
  await page.goto("/");
  await expect(form.getByLabel("Your name")).toHaveValue(answers.name);
  await expect(form.getByLabel("Email")).toHaveValue(answers.email);
  await expect(form.getByLabel("WhatsApp number")).toHaveValue(answers.whatsapp);
  await expect(form.getByLabel("Service")).toHaveValue(answers.service);
  await expect(form.getByLabel("Message")).toHaveValue(answers.message);

  // And after a reload, with React there: a field the visitor had already filled keeps it.
  await island.release();
  await page.reload();
  await form.getByLabel("Your name").fill("Priya S.");
  await expect.poll(() => isReady(page)).toBe(true);
  await expect(form.getByLabel("Your name")).toHaveValue("Priya S.");
  await expect(form.getByLabel("Message")).toHaveValue(answers.message);
});

test("a send made before React arrives is sent by the form: the toast, not the page without JavaScript", async ({
  page,
}) => {
  const island = await holdIsland(page);
  const requests = await interceptEndpoint(page);
  await page.goto("/contact");
  const form = await fillForm(page);
  await form.getByRole("button", { name: "Send my request" }).click();
  await page.waitForTimeout(300);
  expect(island.requested()).toBe(true);
  expect(requests).toHaveLength(0);

  await island.release();
  await expect(successToast(page)).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByLabel("Your name")).toHaveValue("");
  expect(requests).toHaveLength(1);
  // Sent with JavaScript: the time on the page goes with it (the plain POST has none).
  expect(requests[0]!.postDataBuffer()!.toString()).toContain('name="elapsed_ms"');
  await page.reload();
  await expect(form.getByLabel("Your name")).toHaveValue("");
});

test("/quote/retry, rendered by the server in Marathi, hands the island its quote and React takes the form in Marathi", async ({
  page,
}) => {
  const typed = { ...answers, name: "सुनीता पाटील", message: "Kothrud <shop> & a menu" };
  await page.goto("/mr/contact");
  // As a browser without JavaScript lands there when the store is down.
  await postAsPlainForm(page, "/quote/retry?lang=mr", { ...typed, language: "mr" });
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  // Its page script is Marathi's, whose island hydrates the Marathi form as it is (a mismatch
  // would be reported in the console, which fails the test).
  await expect.poll(() => isReady(page)).toBe(true);
  const form = page.locator("#contact form");
  await expect(
    form.getByRole("button", { name: m.quote_send({}, { locale: "mr" }) }),
  ).toBeVisible();
  await expect(form.locator("#quote-name")).toHaveValue(typed.name);
  await expect(form.locator("#quote-message")).toHaveValue(typed.message);
  await expect(form.locator("#quote-consent a")).toHaveAttribute("href", "/mr/privacy");
});
