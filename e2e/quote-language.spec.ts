import type { Browser, Page } from "@playwright/test";

import { m } from "#app/paraglide/messages.js";
import { DEFAULT_REPLY_TEMPLATES, fillTemplate } from "#app/inbox/leads/reply-templates.ts";
import { LANGUAGE_NAMES, type SiteLanguage } from "#app/site/site-languages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import { freePort } from "../scripts/lib/server-process.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { OWNER, signInAs, startServerWithAccounts } from "../scripts/lib/inbox-accounts.ts";
import { storedLeads } from "./lead-store.ts";
import { answers, postAsPlainForm } from "./quote-helpers.ts";
import { startServer, type ServerProcess } from "./server-process.ts";

// A quote sent from the Marathi and the Hindi contact pages, with JavaScript and without, on a
// server of its own: it is stored with its language (read in the inbox, and from the store once
// the server stopped), the inbox shows the language and offers the reply in it, and an answer
// the server refuses is refused in the page's language on both paths. Last, the page a browser
// without JavaScript is sent to when the store is down (/quote/retry), in the quote's language.

test.describe.configure({ mode: "serial" });

const LANGUAGES = ["mr", "hi"] as const satisfies readonly SiteLanguage[];
const ENGLISH_NAME = { mr: "Marathi", hi: "Hindi" } as const;
/** Passes the browser's own checks (digits, spaces and + ( ) -, at least 7 characters), not the server's. */
const SHORT_NUMBER = "12 34 56";

/** A message in a language, in the words its pages use. */
const say = (language: SiteLanguage) => ({ locale: language });

/** A visitor's answers, told apart by their message. */
const quoteFrom = (language: SiteLanguage, how: string) => ({
  ...answers,
  name: language === "mr" ? "सुनीता पाटील" : "अनीता शर्मा",
  message: `${how} (${language}): we need a website for our shop in Kothrud.`,
});

let server: ServerProcess;

test.beforeAll(async () => {
  // The inbox tool and a server start, each opening the store: slow on a busy machine.
  test.setTimeout(90_000);
  server = await startServerWithAccounts([OWNER]);
});
test.afterAll(async () => {
  await server?.stop();
});

/** Fills the quote form of the contact page by its controls' ids (the labels are the page's). */
async function fillForm(page: Page, values: typeof answers) {
  const form = page.locator("#contact form");
  await form.locator("#quote-name").fill(values.name);
  await form.locator("#quote-email").fill(values.email);
  await form.locator("#quote-whatsapp").fill(values.whatsapp);
  await form.locator("#quote-service").selectOption(values.service);
  await form.locator("#quote-message").fill(values.message);
  return form;
}

async function withoutJavaScript<T>(browser: Browser, work: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const language of LANGUAGES) {
  test.describe(`from /${language}/contact`, () => {
    test("with JavaScript, the quote is sent with its language and confirmed in it", async ({
      page,
    }) => {
      await page.goto(`${server.url}/${language}/contact`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const form = await fillForm(page, quoteFrom(language, "with JavaScript"));
      // The too-fast check: a person takes more than three seconds.
      await page.waitForTimeout(3100);
      const sent = page.waitForRequest((request) => request.url().endsWith("/api/leads"));
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/leads"));
      await form.locator('button[type="submit"]').click();
      expect((await sent).postData()).toContain(`name="language"\r\n\r\n${language}\r\n`);
      expect((await answered).status()).toBe(201);
      await expect(page.getByText(m.quote_success_title({}, say(language))).first()).toBeVisible();
    });

    test.describe("refused", () => {
      // The browser reports the server's 422 answer in its console.
      test.use({ expectedConsoleErrors: /status of 422/ });

      test("with JavaScript, the browser's and the server's reasons are in the page's language", async ({
        page,
      }) => {
        const reason = m.quote_error_whatsapp_short({}, say(language));
        await page.goto(`${server.url}/${language}/contact`);
        const form = await fillForm(page, {
          ...quoteFrom(language, "refused"),
          whatsapp: SHORT_NUMBER,
        });
        const whatsapp = form.locator("#quote-whatsapp");
        await form.locator('button[type="submit"]').click();
        // The page's own check, before anything is sent.
        await expect(whatsapp).toHaveAttribute("aria-invalid", "true");
        await expect(form.locator("#quote-whatsapp-error")).toHaveText(reason);

        // The server's: the same answer sent past the page's check, as the form sends it.
        await page.route("**/api/leads", async (route) => {
          const body = route.request().postDataBuffer()!.toString("latin1");
          const postData = Buffer.from(
            body.replace(answers.whatsapp, SHORT_NUMBER.padEnd(answers.whatsapp.length)),
            "latin1",
          );
          await route.fulfill({ response: await route.fetch({ postData }) });
        });
        await whatsapp.fill(answers.whatsapp);
        const answered = page.waitForResponse((response) => response.url().endsWith("/api/leads"));
        await form.locator('button[type="submit"]').click();
        const response = await answered;
        expect(response.status()).toBe(422);
        expect(await response.json()).toEqual({ errors: { whatsapp: reason } });
        await expect(form.locator("#quote-whatsapp-error")).toHaveText(reason);
        await expect(whatsapp).toBeFocused();
      });
    });

    test("without JavaScript, the quote is stored with its language and confirmed in it", async ({
      browser,
    }) => {
      await withoutJavaScript(browser, async (page) => {
        await page.goto(`${server.url}/${language}/contact`);
        const form = await fillForm(page, quoteFrom(language, "without JavaScript"));
        await form.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(`${server.url}/${language}/quote/sent`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          m.quote_success_title({}, say(language)),
        );
      });
    });

    test("without JavaScript, a refused answer leads to the page in its language that says why", async ({
      browser,
    }) => {
      await withoutJavaScript(browser, async (page) => {
        await page.goto(`${server.url}/${language}/contact`);
        const form = await fillForm(page, {
          ...quoteFrom(language, "refused"),
          whatsapp: SHORT_NUMBER,
        });
        await form.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(`${server.url}/${language}/quote/not-sent#whatsapp`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          m.quote_not_sent_title({}, say(language)),
        );
        await expect(page.locator("#whatsapp")).toContainText(
          m.quote_rule_whatsapp({}, say(language)),
        );
        await expect(page.locator("#whatsapp")).toContainText(
          m.quote_not_sent_why({}, say(language)),
        );
      });
    });
  });
}

test("the inbox shows each quote's language and offers the reply in it", async ({ page }) => {
  await signInAs(page, server.url, OWNER);
  await expect(page).toHaveURL(`${server.url}/admin`);
  for (const language of LANGUAGES) {
    const label = `${ENGLISH_NAME[language]} (${LANGUAGE_NAMES[language]})`;
    const { name } = quoteFrom(language, "");
    const rows = page.getByRole("article").filter({ hasText: name });
    // Sent with JavaScript and without: two leads, each naming its language.
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText(`Language: ${label}`);

    await rows.first().getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("main")).toContainText(`from a page in ${label}`);
    const reply = page.getByRole("region", { name: "Reply" });
    await expect(
      reply.getByRole("link", { name: new RegExp(`^${LANGUAGE_NAMES[language]}`) }),
    ).toHaveAttribute("aria-current", "true");
    const values = { name, service: answers.service, agency: siteConfig.name };
    await expect(page.locator("#reply-subject")).toHaveValue(
      fillTemplate(DEFAULT_REPLY_TEMPLATES[language].subject, values),
    );
    const whatsapp = reply.getByRole("link", { name: /^WhatsApp / });
    expect(new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text")).toContain(
      language === "mr" ? "नमस्कार" : "नमस्ते",
    );
    await page.goBack();
  }
});

test("every quote was stored with the language of its page, and nothing refused was", async () => {
  await server.stop();
  const stored = await storedLeads(server.dataDir);
  expect(
    stored.map(({ message, language, pagePath, status }) => ({
      message,
      language,
      pagePath,
      status,
    })),
  ).toEqual(
    LANGUAGES.flatMap((language) =>
      ["with JavaScript", "without JavaScript"].map((how) => ({
        message: quoteFrom(language, how).message,
        language,
        pagePath: `/${language}/contact`,
        status: "new",
      })),
    ),
  );
});

test.describe("when the store is down, without JavaScript", () => {
  let down: ServerProcess;
  test.beforeAll(async () => {
    down = await startServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/leads`,
    });
  });
  test.afterAll(async () => {
    await down?.stop();
  });

  for (const language of LANGUAGES) {
    test(`the quote comes back filled in, on a page in its language (${language})`, async ({
      browser,
    }) => {
      const typed = quoteFrom(language, "store down");
      await withoutJavaScript(browser, async (page) => {
        await page.goto(`${down.url}/${language}/contact`);
        const form = await fillForm(page, typed);
        const answered = page.waitForResponse((response) =>
          response.url().includes("/quote/retry"),
        );
        await form.locator('button[type="submit"]').click();
        expect((await answered).status()).toBe(503);
        await expect(page).toHaveURL(`${down.url}/quote/retry?lang=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page).toHaveTitle(
          `${m.leads_retry_title({}, say(language))} | ${siteConfig.name}`,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          m.quote_retry_title_saved({}, say(language)),
        );
        const again = page.locator("form", { has: page.locator("#quote-name") });
        // The form's own words are the page's language too.
        await expect(
          again.getByRole("button", { name: m.quote_send({}, say(language)) }),
        ).toBeVisible();
        await expect(again.getByLabel(m.quote_message_label({}, say(language)))).toHaveValue(
          typed.message,
        );
        await expect(again.locator('input[name="language"]')).toHaveValue(language);

        // The bar and the footer lead to the pages in the quote's language; the language
        // switcher, to the contact form in each other one (no other language has this page).
        await expect(
          page.getByRole("link", { name: m.nav_home({ name: siteConfig.name }, say(language)) }),
        ).toHaveAttribute("href", `/${language}/`);
        // The footer's: the consent sentence above the form names the notice alike (issue 43).
        await expect(
          page
            .getByRole("contentinfo")
            .getByRole("link", { name: m.site_footer_privacy({}, say(language)) }),
        ).toHaveAttribute("href", `/${language}/privacy`);
        const other = language === "mr" ? "hi" : "mr";
        for (const [switchTo, href] of [
          [other, `/${other}/contact#contact`],
          ["en", "/contact#contact"],
        ]) {
          await expect(
            page.getByRole("contentinfo").locator(`a[hreflang="${switchTo}"]`),
          ).toHaveAttribute("href", href as string);
        }

        // Sent again while the store is still down: the same page, in the same language.
        await again.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(`${down.url}/quote/retry?lang=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("#quote-message")).toHaveValue(typed.message);
      });
    });
  }

  test("the page in Marathi passes axe (checked in a browser that runs axe's script)", async ({
    page,
  }) => {
    // axe runs as a script in the page, so the page is opened with JavaScript (its form's island
    // hydrates too). Post a quote to it as the browser without JavaScript did.
    await page.goto(`${down.url}/mr/contact`);
    await postAsPlainForm(page, "/quote/retry?lang=mr", {
      ...quoteFrom("mr", "axe"),
      language: "mr",
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      m.quote_retry_title_saved({}, say("mr")),
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("opened by its address in another language, it leads to that language's contact page", async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`${down.url}/quote/retry?lang=mr`);
      await expect(page).toHaveURL(`${down.url}/mr/contact#contact`);
      await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    });
  });
});
