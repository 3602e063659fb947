import { devices, type Page } from "@playwright/test";

import { formatIndian } from "#app/lib/format-indian.ts";
import { formatPrice } from "#app/lib/format-price.ts";
import { sourceOf } from "#app/site/lead-sources.ts";

import { expect, test } from "./fixtures.ts";
import { expectOverviewFits, openNumbers } from "./overview-page.ts";
import { addAccount, OWNER, signInAs, STAFF } from "../scripts/lib/inbox-accounts.ts";
import {
  PAGE_WITHOUT_QUOTES,
  seedLeads,
  seedVisits,
  writeSeed,
  type SeedLead,
  type SeedVisit,
} from "./owners-picture-seed.ts";
import { answers } from "./quote-helpers.ts";
import { newDataDir, startServer, type ServerProcess } from "./server-process.ts";

// The owner's picture (issue 57), on a server of its own whose store holds half a year of
// visits and quotes in three languages (e2e/owners-picture-seed.ts), and one visit made here in
// a phone's browser: from an Instagram link to a Marathi article, on to /mr/contact, and a
// quote sent there. For each period the page's figures are the sums this file makes of the
// seeded rows by itself; each table's download is that table; staff download them too.

test.describe.configure({ mode: "serial" });

/** Chrome on an Android phone: a person's browser (the headless one is a bot, not counted). */
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const ARTICLE = "/mr/blogs/restaurant";

let server: ServerProcess;
const VISITS = seedVisits();
const LEADS = seedLeads();

test.beforeAll(async () => {
  // The inbox tool twice, the seed and a server start, each opening the store.
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  addAccount(dataDir, OWNER);
  addAccount(dataDir, STAFF);
  await writeSeed(dataDir, { staff: [STAFF.email] });
  server = await startServer({}, dataDir);
});
test.afterAll(async () => {
  await server?.stop();
});

/** How many days each period holds, today included: 12 weeks run from Monday. */
function periodDays(period: string): number {
  if (period !== "12w") return Number.parseInt(period, 10);
  const today = new Date(Date.now() + 330 * 60_000);
  return 77 + ((today.getUTCDay() + 6) % 7) + 1;
}

/** The seeded rows `from` to `to` days ago, both counted. */
const within = <T extends { daysAgo: number }>(rows: readonly T[], from: number, to: number) =>
  rows.filter((row) => row.daysAgo >= from && row.daysAgo <= to);

const path = (landing: string) => landing.split("?")[0]!;
const instagram = (row: { utmSource: string | null; host?: string; referrer?: string | null }) =>
  sourceOf({ utmSource: row.utmSource, referrer: row.host ?? row.referrer }, "example.com").name ===
  "Instagram";

/** What the page must say for `days` days, the visit and quote made today included. */
function expected(days: number, offset = 0) {
  const visits: SeedVisit[] = within(VISITS, offset, offset + days - 1);
  const quotes: SeedLead[] = within(LEADS, offset, offset + days - 1).filter(
    (lead) => lead.status !== "spam",
  );
  const won = quotes.filter((lead) => lead.status === "won");
  const today = offset === 0 ? 1 : 0;
  return {
    visits: visits.length + today,
    // Every seeded visitor is one day's; today's phone adds one.
    visitors: visits.length + today,
    quotes: quotes.length + today,
    won: won.length,
    wonValue: won.reduce((sum, lead) => sum + lead.wonValue!, 0),
    article: {
      visits: visits.filter((visit) => visit.page === ARTICLE).length + today,
      quotes: quotes.filter((lead) => path(lead.landing) === ARTICLE).length + today,
    },
    instagram: {
      visits: visits.filter(instagram).length + today,
      quotes: quotes.filter(instagram).length + today,
    },
    withoutQuotes: visits.filter((visit) => visit.page === PAGE_WITHOUT_QUOTES).length,
  };
}

/** A headline figure: its value, and the line with the period before. */
function figure(page: Page, label: string) {
  const box = page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=..");
  return { value: box.locator("dd").first(), before: box.locator("dd").last() };
}

/** A table's row by its header, as its cells' texts. */
async function rowOf(page: Page, table: RegExp, name: string): Promise<string[]> {
  const row = page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  return row.getByRole("cell").allInnerTexts();
}

test("an Instagram visit to a Marathi article and a quote from /mr/contact count against both", async ({
  browser,
  page,
}) => {
  const phone = await browser.newContext({ ...devices["Pixel 7"], userAgent: PHONE_UA });
  try {
    const visitor = await phone.newPage();
    const beacon = visitor.waitForResponse((response) => response.url().endsWith("/api/visits"));
    await visitor.goto(`${server.url}${ARTICLE}?utm_source=instagram`);
    expect((await beacon).status()).toBe(204);
    await visitor.goto(`${server.url}/mr/contact`);
    const form = visitor.locator("#contact form");
    await form.locator("#quote-name").fill("सुनीता पाटील");
    await form.locator("#quote-email").fill("sunita@patilsweets.in");
    await form.locator("#quote-whatsapp").fill(answers.whatsapp);
    await form.locator("#quote-service").selectOption(answers.service);
    await form.locator("#quote-message").fill("आमच्या मिठाईच्या दुकानासाठी वेबसाइट हवी आहे.");
    // The too-fast check: a person takes more than three seconds.
    await visitor.waitForTimeout(3100);
    const sent = visitor.waitForResponse((response) => response.url().endsWith("/api/leads"));
    await form.locator('button[type="submit"]').click();
    expect((await sent).status()).toBe(201);
  } finally {
    await phone.close();
  }

  await signInAs(page, server.url, OWNER);
  await expect(page).toHaveURL(`${server.url}/admin`);
  const want = expected(7);
  // Page views are written every few seconds: the entry appears within them.
  await expect(async () => {
    await page.goto(`${server.url}/admin/overview?period=7d`);
    await openNumbers(page);
    expect(await rowOf(page, /^Entry pages/, ARTICLE)).toEqual([
      formatIndian(want.article.visits),
      formatIndian(want.article.quotes),
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
  }).toPass({ timeout: 20_000 });
  const instagramRow = await rowOf(page, /^Sources/, "Instagram");
  expect(instagramRow.slice(0, 2)).toEqual([
    formatIndian(want.instagram.visits),
    formatIndian(want.instagram.quotes),
  ]);
  // The quote carried its phone: a Phone row with it.
  expect(Number((await rowOf(page, /^Devices/, "Phone"))[1])).toBeGreaterThan(0);
  // Visits and no quote: a row that says 0 quotes.
  const without = await rowOf(page, /^Entry pages/, PAGE_WITHOUT_QUOTES);
  expect(without.slice(0, 2)).toEqual([formatIndian(want.withoutQuotes), "0"]);
  // "instagram", instagram.com and l.instagram.com are one source: no row names them apart.
  const sourceNames = await page
    .getByRole("table", { name: /^Sources/ })
    .getByRole("rowheader")
    .allInnerTexts();
  expect(sourceNames.filter((name) => /instagram/i.test(name))).toEqual(["Instagram"]);
});

for (const period of ["7d", "30d", "90d", "12w"]) {
  test(`the last ${period}: every headline figure is the seeded rows' sum, beside the period before`, async ({
    page,
  }) => {
    const days = periodDays(period);
    const now = expected(days);
    const before = expected(days, days);
    await signInAs(page, server.url, OWNER);
    await expect(page).toHaveURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/overview?period=${period}`);
    await expect(
      page.getByRole("navigation", { name: "Period" }).locator('[aria-current="page"]'),
    ).toHaveAttribute("href", `/admin/overview?period=${period}`);
    const beforeLine = (value: string) => `${days} days before: ${value}`;
    await expect(figure(page, "Visitors").value).toHaveText(formatIndian(now.visitors));
    await expect(figure(page, "Visitors").before).toHaveText(
      beforeLine(formatIndian(before.visitors)),
    );
    await expect(figure(page, "Visits").value).toHaveText(formatIndian(now.visits));
    await expect(figure(page, "Quotes").value).toHaveText(formatIndian(now.quotes));
    await expect(figure(page, "Quotes").before).toHaveText(beforeLine(formatIndian(before.quotes)));
    await expect(figure(page, "Quotes per 100 visits").value).toHaveText(
      ((now.quotes / now.visits) * 100).toFixed(1),
    );
    await expect(figure(page, "Won").value).toHaveText(formatIndian(now.won));
    await expect(figure(page, "Won value").value).toHaveText(formatPrice(now.wonValue));
    await expect(figure(page, "Won value").before).toHaveText(
      beforeLine(formatPrice(before.wonValue)),
    );

    await openNumbers(page);
    expect((await rowOf(page, /^Entry pages/, ARTICLE)).slice(0, 2)).toEqual([
      formatIndian(now.article.visits),
      formatIndian(now.article.quotes),
    ]);
    expect((await rowOf(page, /^Sources/, "Instagram")).slice(0, 2)).toEqual([
      formatIndian(now.instagram.visits),
      formatIndian(now.instagram.quotes),
    ]);
    // The time line's totals are the headline's.
    const total = page
      .getByRole("table", { name: /^Visitors, visits and quotes/ })
      .getByRole("row")
      .last();
    await expect(total.getByRole("cell")).toHaveText([
      formatIndian(now.visitors),
      formatIndian(now.visits),
      formatIndian(now.quotes),
      ((now.quotes / now.visits) * 100).toFixed(1),
    ]);
  });
}

test("each table's download is the table, for staff too, and is in the audit log", async ({
  page,
}) => {
  await signInAs(page, server.url, STAFF);
  await expect(page).toHaveURL(`${server.url}/admin`);
  await page.goto(`${server.url}/admin/overview?period=30d`);
  await openNumbers(page);
  for (const name of [
    "Sources",
    "Entry pages",
    "Devices",
    "Visitors, visits and quotes",
    "Pipeline",
  ]) {
    const table = page.getByRole("table", { name: new RegExp(`^${name}`) });
    const link = page.getByRole("link", { name: new RegExp(`^Download as CSV for ${name}`) });
    const response = await page.request.get(`${server.url}${await link.getAttribute("href")}`);
    expect(response.status(), name).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    const shown = await table
      .getByRole("row")
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll("th, td")].map((cell) => (cell as HTMLElement).innerText.trim()),
        ),
      );
    // The same rows and cells; the download writes numbers plain ("1234", not "1,234" or "₹").
    const plain = (cell: string) => cell.replace(/^₹/, "").replaceAll(",", "");
    expect(
      lines.map((line) => line.split(",").map((cell) => cell.replace(/^"|"$/g, ""))),
      name,
    ).toEqual(shown.map((row) => row.map(plain)));
  }
  // The leads' own CSV holds people: owners only.
  expect((await page.request.get(`${server.url}/admin/leads.csv`)).status()).toBe(403);

  await page.context().clearCookies();
  await signInAs(page, server.url, OWNER);
  await expect(page).toHaveURL(`${server.url}/admin`);
  await page.goto(`${server.url}/admin/audit`);
  await expect(
    page.getByText("Downloaded the overview's Sources (last 30 days) as CSV").first(),
  ).toBeVisible();
});

test("axe finds nothing at 390 and 1440 px over 30 days, and from 320 px nothing scrolls sideways", async ({
  page,
}) => {
  await signInAs(page, server.url, OWNER);
  await expect(page).toHaveURL(`${server.url}/admin`);
  await expectOverviewFits(page, `${server.url}/admin/overview?period=30d`);
});
