import { freePort } from "../scripts/lib/server-process.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { answers, fillForm, postAsPlainForm } from "./quote-helpers.ts";
import { serverForThisFile } from "./server-process.ts";

// A visitor without JavaScript whose quote meets a database that cannot be reached: the page
// that answers shows the form filled in again, to send again, with WhatsApp and email. The
// server's database is a PostgreSQL address where nothing listens, as when it is down.

const server = serverForThisFile(async () => ({
  DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/leads`,
}));

const typed = {
  ...answers,
  name: "अनन्या Kulkarni",
  message: "We need a website for our bakery <before Diwali> & a menu on WhatsApp.",
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the typed quote comes back filled in, ready to send again (${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    await fillForm(page, typed);
    const answered = page.waitForResponse((response) => response.url().endsWith("/quote/retry"));
    await page.getByRole("button", { name: "Send my request" }).click();
    const response = await answered;
    expect(response.status()).toBe(503);
    expect(response.headers()["retry-after"]).toMatch(/^\d+$/);
    await expect(page).toHaveURL(`${server.url}/quote/retry`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your request is not saved yet",
    );
    const form = page.locator("form", { has: page.getByLabel("Your name") });
    await expect(form.getByLabel("Your name")).toHaveValue(typed.name);
    await expect(form.getByLabel("Email")).toHaveValue(typed.email);
    await expect(form.getByLabel("WhatsApp number")).toHaveValue(typed.whatsapp);
    await expect(form.getByLabel("Service")).toHaveValue(typed.service);
    await expect(form.getByLabel("Message")).toHaveValue(typed.message);
    const whatsapp = page.getByRole("link", { name: "Send on WhatsApp" });
    expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(
      typed.message,
    );
    await page.screenshot({
      path: test.info().outputPath(`quote-retry-${viewport.width}.png`),
      fullPage: true,
    });

    // Sent again while the database is still down: the same page, still filled in.
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page).toHaveURL(`${server.url}/quote/retry`);
    await expect(page.locator("form").getByLabel("Message")).toHaveValue(typed.message);
    await context.close();
  });
}

test("the page passes axe (the same page, checked in a browser that runs axe's script)", async ({
  page,
}) => {
  // axe runs as a script in the page, so the page is opened with JavaScript (its form's island
  // hydrates too). Post a quote to it as the browser without JavaScript did.
  await page.goto(`${server.url}/quote/retry`);
  await postAsPlainForm(page, "/quote/retry", typed);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your request is not saved yet");
  expect(await axeViolations(page)).toEqual([]);
});
