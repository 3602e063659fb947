import type { Page, Request } from "@playwright/test";

import { siteConfig } from "#app/site/site.config.ts";
import { expect, test } from "./fixtures.ts";
import { parseMultipart } from "./multipart.ts";
import {
  answers,
  ENDPOINT_GLOB,
  fieldNames,
  fillForm,
  interceptEndpoint,
  STORED,
} from "./quote-helpers.ts";
import { SPEC_FORM_SERVICES } from "./spec-values.ts";

/** The success toast (the form's own live region says the same words, without a Close button). */
const successToast = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: "We have received your submission!" })
    .filter({ has: page.getByRole("button", { name: "Close" }) });

const sendButton = (page: Page) => page.getByRole("button", { name: /Send my request|Sending/ });

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
});

test("the form has five required, labelled fields and the spec's service options", async ({
  page,
}) => {
  const form = page.locator("#contact form");
  for (const label of ["Your name", "Email", "WhatsApp number", "Service", "Message"]) {
    await expect(form.getByLabel(label)).toHaveAttribute("required", "");
  }
  await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("WhatsApp number")).toHaveAttribute("type", "tel");
  await expect(form.getByLabel("Message")).toHaveAttribute("rows", "4");
  await expect(form.getByLabel("Service").locator("option")).toHaveText([
    "Select a service",
    ...SPEC_FORM_SERVICES,
  ]);
});

test("a quote is posted as multipart form data with all five answers under their field names", async ({
  page,
}) => {
  const requests = await interceptEndpoint(page);
  await fillForm(page, { ...answers, name: `  ${answers.name}  ` });
  await sendButton(page).click();
  await expect.poll(() => requests.length).toBe(1);

  const request = requests[0]!;
  expect(request.method()).toBe("POST");
  const contentType = (await request.allHeaders())["content-type"]!;
  expect(contentType).toMatch(/^multipart\/form-data/);
  // The site's own server also gets the page it came from and the time spent on it.
  expect(parseMultipart(request.postDataBuffer()!, contentType)).toMatchObject({
    [fieldNames.name]: answers.name,
    [fieldNames.email]: answers.email,
    [fieldNames.whatsapp]: answers.whatsapp,
    [fieldNames.service]: answers.service,
    [fieldNames.message]: answers.message,
  });
});

test("success shows the toast for five seconds with a Close button, and resets the form", async ({
  page,
}) => {
  await interceptEndpoint(page);
  const form = await fillForm(page);
  await sendButton(page).click();

  const toast = successToast(page);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(
    "We'll reach out to you soon. Get ready to take your business to the next level 🚀",
  );
  await expect(form.getByLabel("Your name")).toHaveValue("");
  await expect(form.getByLabel("Service")).toHaveValue("");

  await page.waitForTimeout(4000);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 2500 });

  await fillForm(page);
  await sendButton(page).click();
  const second = successToast(page);
  await second.getByRole("button", { name: "Close" }).click();
  await expect(second).toBeHidden();
});

test.describe("when sending fails", () => {
  test.use({ expectedConsoleErrors: /quote request could not be sent|Failed to load resource/ });

  test("the visitor sees the error, keeps every value, gets WhatsApp and email fallbacks, and can retry", async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on(
      "console",
      (message) => message.type() === "error" && consoleErrors.push(message.text()),
    );
    let fail = true;
    const requests = await interceptEndpoint(page, (route) =>
      fail ? route.abort("failed") : route.fulfill(STORED),
    );

    const form = await fillForm(page);
    await sendButton(page).click();
    await expect(
      page.getByText("Something went wrong. Please try again.", { exact: true }),
    ).toBeVisible();
    expect(consoleErrors.some((text) => text.includes("quote request could not be sent"))).toBe(
      true,
    );

    await expect(form.getByLabel("Your name")).toHaveValue(answers.name);
    await expect(form.getByLabel("Message")).toHaveValue(answers.message);
    const whatsapp = form.getByRole("link", { name: "Send on WhatsApp" });
    const href = new URL((await whatsapp.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe(
      `https://wa.me/${siteConfig.phone.replace(/\D/g, "")}`,
    );
    for (const value of Object.values(answers))
      expect(href.searchParams.get("text")).toContain(value);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(form.getByRole("link", { name: "Send by email" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${siteConfig.email}`),
    );

    fail = false;
    await sendButton(page).click();
    await expect(successToast(page)).toBeVisible();
    expect(requests).toHaveLength(2);
    await expect(form.getByRole("link", { name: "Send on WhatsApp" })).toHaveCount(0);
  });
});

test("the draft survives a reload and is cleared only by a successful send", async ({ page }) => {
  const form = await fillForm(page);
  await page.waitForTimeout(500);
  await page.reload();
  await expect(form.getByLabel("Your name")).toHaveValue(answers.name);
  await expect(form.getByLabel("Service")).toHaveValue(answers.service);
  await expect(form.getByLabel("Message")).toHaveValue(answers.message);

  await interceptEndpoint(page);
  await sendButton(page).click();
  await expect(successToast(page)).toBeVisible();
  await page.reload();
  await expect(form.getByLabel("Your name")).toHaveValue("");
});

test("a double click sends once, with the button busy meanwhile", async ({ page }) => {
  const requests = await interceptEndpoint(page, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill(STORED);
  });
  await fillForm(page);
  await sendButton(page).dblclick();
  await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
  await expect(successToast(page)).toBeVisible();
  expect(requests).toHaveLength(1);
});

test("a bot that fills the honeypot is thanked and nothing is sent", async ({ page }) => {
  const requests = await interceptEndpoint(page);
  await fillForm(page);
  await page
    .locator('input[name="_gotcha"]')
    .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
  await sendButton(page).click();
  await expect(successToast(page)).toBeVisible();
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(0);
});

test("nothing is sent while any field is invalid", async ({ page }) => {
  const requests = await interceptEndpoint(page);
  const invalid: Partial<Record<keyof typeof answers, string>>[] = [
    { name: "" },
    { email: "not-an-email" },
    { whatsapp: "" },
    { whatsapp: "call me" },
    { service: "" },
    { message: "" },
  ];
  for (const change of invalid) {
    await fillForm(page, { ...answers, ...change });
    await sendButton(page).click();
    const field = page.locator("#contact form :invalid").first();
    await expect(field).toBeFocused();
  }
  expect(requests).toHaveLength(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is a plain HTML POST to the configured endpoint", async ({ page }) => {
    let posted: Request | undefined;
    await page.route(ENDPOINT_GLOB, async (route) => {
      posted = route.request();
      await route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<h1>Response recorded</h1>",
      });
    });
    await fillForm(page);
    await sendButton(page).click();
    await expect(page.getByRole("heading", { name: "Response recorded" })).toBeVisible();
    expect(posted?.method()).toBe("POST");
    const body = new URLSearchParams(posted!.postData()!);
    expect(body.get(fieldNames.name)).toBe(answers.name);
    expect(body.get(fieldNames.email)).toBe(answers.email);
    expect(body.get(fieldNames.message)).toBe(answers.message);
  });
});
