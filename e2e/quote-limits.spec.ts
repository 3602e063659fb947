import { siteConfig } from "#app/site/site.config.ts";

import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { answers, fillForm, postAsPlainForm } from "./quote-helpers.ts";
import { serverForThisFile } from "./server-process.ts";

// A visitor whose email has sent its quotes for the hour (decision 023): with or without
// JavaScript they are told how many minutes to wait and that WhatsApp works now, under the
// email, and nothing they typed is lost. One server with the default limit per contact (each
// test a visitor of its own) and none per address, since every request comes from 127.0.0.1.

const server = serverForThisFile({
  LEADS_LIMIT_CONTACT_PER_HOUR: "",
  LEADS_LIMIT_ADDRESS_PER_10_MIN: "0",
});

let visitors = 0;

/** A visitor of the test's own, with an email that has sent five quotes this hour already. */
async function visitorWhoUsedUpTheHour() {
  visitors += 1;
  const typed = {
    ...answers,
    name: "अनन्या Kulkarni",
    email: `ananya${visitors}@kulkarnibakes.in`,
    whatsapp: `+91 90000 3000${visitors}`,
    message: "One more thing: we also need a menu on WhatsApp <before Diwali> & a logo.",
  };
  for (let n = 0; n < 5; n++) {
    const response = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ ...typed, message: `Earlier quote ${n}` }),
    });
    expect(response.status).toBe(201);
  }
  return typed;
}

const WAIT_MESSAGE = new RegExp(
  "^You have sent several requests from this email address in the last hour\\. Please wait " +
    `(\\d+) minutes and send again, or message us on WhatsApp at \\${siteConfig.phone}\\.$`,
);

test.describe("with JavaScript", () => {
  // The browser reports the 429 answer itself.
  test.use({ expectedConsoleErrors: /status of 429/ });

  test("the wait shows under the email, the text stays, and WhatsApp holds the quote", async ({
    page,
  }) => {
    const typed = await visitorWhoUsedUpTheHour();
    await page.goto(`${server.url}/contact`);
    const form = await fillForm(page, typed);
    await page.getByRole("button", { name: "Send my request" }).click();

    const email = form.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    const description = await email.evaluate((input) =>
      input
        .getAttribute("aria-describedby")!
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" "),
    );
    const minutes = Number(WAIT_MESSAGE.exec(description)?.[1]);
    expect(minutes).toBeGreaterThan(1);
    expect(minutes).toBeLessThanOrEqual(12);

    for (const [label, value] of [
      ["Your name", typed.name],
      ["Email", typed.email],
      ["WhatsApp number", typed.whatsapp],
      ["Service", typed.service],
      ["Message", typed.message],
    ]) {
      await expect(form.getByLabel(label!), label).toHaveValue(value!);
    }
    await expect(form.getByText("Your request was not sent, but nothing is lost.")).toBeVisible();
    const whatsapp = form.getByRole("link", { name: "Send on WhatsApp" });
    expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(
      typed.message,
    );
    await expect(page.getByText("Something went wrong. Please try again.")).toHaveCount(0);
    await form.screenshot({ path: test.info().outputPath("quote-limited-form.png") });
  });
});

test.describe("without JavaScript", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`the quote comes back filled in, with the wait under the email (${viewport.width} px)`, async ({
      browser,
    }) => {
      const typed = await visitorWhoUsedUpTheHour();
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/contact`);
      await fillForm(page, typed);
      const answered = page.waitForResponse((response) => response.url().includes("/quote/retry"));
      await page.getByRole("button", { name: "Send my request" }).click();
      const response = await answered;
      expect(response.status()).toBe(429);
      const wait = Number(response.headers()["retry-after"]);
      expect(wait).toBeGreaterThan(60);
      expect(wait).toBeLessThanOrEqual(12 * 60);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Your request is not saved yet",
      );
      const message = `Please wait ${Math.ceil(wait / 60)} minutes and send again, or message us on WhatsApp at ${siteConfig.phone}.`;
      await expect(page.getByText(message, { exact: false }).first()).toBeVisible();
      const form = page.locator("form", { has: page.getByLabel("Your name") });
      await expect(form.getByLabel("Email")).toHaveValue(typed.email);
      await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Email")).toHaveAccessibleDescription(WAIT_MESSAGE);
      await expect(form.getByLabel("Your name")).toHaveValue(typed.name);
      await expect(form.getByLabel("Message")).toHaveValue(typed.message);
      await page.screenshot({
        path: test.info().outputPath(`quote-limited-${viewport.width}.png`),
        fullPage: true,
      });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }

  test("the page passes axe", async ({ page }) => {
    const typed = await visitorWhoUsedUpTheHour();
    // axe runs as a script in the page; post the quote as the browser without JavaScript would.
    await page.goto(`${server.url}/contact`);
    await postAsPlainForm(page, "/api/leads", typed);
    await expect(page).toHaveURL(/\/quote\/retry\?limited=email&wait=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your request is not saved yet",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
