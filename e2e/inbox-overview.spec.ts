import { expect, test } from "./fixtures.ts";
import { expectOverviewFits, openNumbers } from "./overview-page.ts";
import { OWNER, signInAs, STAFF, startServerWithAccounts } from "../scripts/lib/inbox-accounts.ts";
import { answers } from "./quote-helpers.ts";
import type { ServerProcess } from "./server-process.ts";

// A picture of the business, on a server of its own: three quotes from three kinds of source,
// one of them won on its page with its value (a wrong value refused first), then the overview
// as the owner and as staff see it, its numbers in tables, at a phone's width and a desktop's.
// The overview's numbers themselves are checked against a fixture in
// app/inbox/overview/overview.server.test.ts.

test.describe.configure({ mode: "serial" });

let server: ServerProcess;

test.beforeAll(async () => {
  // Two runs of the inbox tool and a server start, each opening the store.
  test.setTimeout(90_000);
  server = await startServerWithAccounts([OWNER, STAFF]);
});
test.afterAll(async () => {
  await server.stop();
});

/** Sends a quote as the public form does; resolves with its id. */
async function sendQuote(fields: Record<string, string>): Promise<string> {
  const sent = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ ...answers, elapsed_ms: "5000", ...fields }),
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

test.describe("with a refused value", () => {
  // The refusal's own 422 answer, which the browser reports.
  test.use({ expectedConsoleErrors: /status of 422/ });

  test("a lead won with its value; the overview shows it, with its numbers in tables", async ({
    page,
  }) => {
    const won = await sendQuote({ email: "priya@sharmasweets.in", utm_source: " Instagram " });
    await sendQuote({
      name: "Rahul Kulkarni",
      email: "rahul@kulkarnidental.in",
      service: "Facebook / Instagram Ads",
      referrer: "https://www.google.com/",
    });
    await sendQuote({ name: "Anita Deshpande", email: "anita@deshpandeclasses.in" });

    await signInAs(page, server.url, OWNER);
    await expect(page).toHaveURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/leads/${won}`);
    const status = page.getByRole("region", { name: "Status" });
    await status.getByRole("button", { name: "Won" }).click();
    await expect(status.getByRole("status")).toHaveText(
      "Marked Won. What is it worth? Add it below.",
    );
    const value = status.getByLabel("What it is worth (₹, optional)");
    await value.fill("-1,20,000");
    await status.getByRole("button", { name: "Save value" }).click();
    await expect(status.getByRole("alert")).toHaveText("The value cannot be below zero.");
    await expect(value).toHaveAttribute("aria-invalid", "true");
    await expect(value).toHaveValue("-1,20,000");
    await value.fill("1,20,000");
    await status.getByRole("button", { name: "Save value" }).click();
    await expect(status.getByRole("status")).toHaveText("Saved: won · ₹1,20,000.");
    await expect(status).toContainText("Won · ₹1,20,000");
    await expect(page.getByText("Won value: ₹1,20,000")).toBeVisible();

    await page
      .getByRole("navigation", { name: "Inbox" })
      .getByRole("link", { name: "Overview" })
      .click();
    await expect(page).toHaveURL(`${server.url}/admin/overview`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
    const figure = (label: string) =>
      page
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator("xpath=..");
    await expect(figure("Quotes")).toContainText("3");
    await expect(figure("Won")).toContainText("1");
    await expect(figure("Won value")).toContainText("₹1,20,000");
    await expect(figure("Median first response")).toContainText(
      /over 1 answered, 2 still unanswered/,
    );
    // Each chart is one picture named by what it shows, its numbers in a table under it.
    await expect(
      page.getByRole("img", { name: /^Leads per week by source, 12 weeks: 3 leads\. / }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: /^Pipeline of 3 leads: 1 contacted/ }),
    ).toBeVisible();
    await openNumbers(page);
    const bySource = page.getByRole("table", { name: /Leads per week by source/ });
    await expect(bySource.getByRole("columnheader")).toHaveText([
      "Week",
      "Direct",
      "Google",
      "Instagram",
      "All",
    ]);
    await expect(bySource.getByRole("row").last()).toHaveText(/^12 weeks\s*1\s*1\s*1\s*3$/);
    await expect(page.getByRole("table", { name: /Leads per week by service/ })).toBeVisible();
    await expect(page.getByRole("table", { name: /Pipeline/ })).toBeVisible();
  });
});

test("staff see the overview too", async ({ page }) => {
  await signInAs(page, server.url, STAFF);
  await expect(page).toHaveURL(`${server.url}/admin`);
  await page.goto(`${server.url}/admin/overview`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
});

test("axe finds nothing at 390 and 1440 px, and from 320 px up the page never scrolls sideways", async ({
  page,
}) => {
  await signInAs(page, server.url, OWNER);
  await expect(page).toHaveURL(`${server.url}/admin`);
  await expectOverviewFits(page, `${server.url}/admin/overview`);
});
