// `node scripts/inbox-screenshots.ts [folder]`: the inbox as docs/screenshots shows it. A server
// of its own on a new embedded store, two accounts, a few quotes sent to /api/leads as the form
// sends them (fictional people and businesses), one lead followed up on its page; then each
// inbox page at 390 px (a phone) and 1440 px, whole, as PNGs. The overview is shot on a second
// store that holds two years of a small agency's made-up leads (scripts/lib/sample-business.ts),
// so that its charts have weeks to show. Run after `npm run build`.
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { chromium, type Page } from "@playwright/test";

import { ATTRIBUTION_FIELDS, ELAPSED_FIELD, NOTICE_FIELD } from "#app/site/quote-fields.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { addAccount, OWNER, signInAs, STAFF } from "./lib/inbox-accounts.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/browser-flags.ts";
import { seedSampleBusiness } from "./lib/sample-business.ts";
import { newDataDir, startServer } from "./lib/server-process.ts";

const folder = process.argv[2] ?? "docs/screenshots";

const quotes: Record<string, string>[] = [
  {
    name: "Priya Sharma",
    email: "priya@sharmasweets.in",
    whatsapp: "+91 90000 12345",
    service: "Website Creation",
    message: "We need a website for our sweet shop before Diwali, with WhatsApp ordering.",
    [ATTRIBUTION_FIELDS.page]: "/contact",
    [ATTRIBUTION_FIELDS.landingPage]: "/blogs/restaurant?utm_source=instagram&utm_campaign=diwali",
    [ATTRIBUTION_FIELDS.device]: "phone",
    utm_source: "instagram",
    utm_campaign: "diwali",
  },
  {
    name: "Rahul Kulkarni",
    email: "rahul@kulkarnidental.in",
    whatsapp: "98220 00000",
    service: "Social Media Management / Marketing",
    message: "Our dental clinic in Kothrud wants more patients from Instagram and Google reviews.",
    [ATTRIBUTION_FIELDS.page]: "/services",
    [ATTRIBUTION_FIELDS.referrer]: "https://www.google.com/",
  },
  {
    name: "अनिता देशपांडे",
    email: "anita@deshpandeclasses.in",
    whatsapp: "+91 97300 00000",
    service: "Facebook / Instagram Ads",
    message: "आमच्या कोचिंग क्लाससाठी जाहिराती हव्या आहेत, दहावीच्या बॅचसाठी.",
    [ATTRIBUTION_FIELDS.page]: "/",
  },
];

async function sendQuotes(base: string) {
  for (const quote of quotes) {
    const body = new URLSearchParams({
      ...quote,
      [ELAPSED_FIELD]: "60000",
      [NOTICE_FIELD]: siteConfig.privacy.noticeVersion,
    });
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
    });
    if (response.status !== 201) throw new Error(`quote refused: ${await response.text()}`);
  }
}

/** Follows up the first lead on its page as the owner would: a call, a note, a next step. */
async function followUp(page: Page) {
  await page.getByRole("link", { name: quotes[0]!.name }).first().click();
  await page.getByRole("button", { name: "I called" }).click();
  await page
    .getByLabel("Note (only the team sees it)")
    .fill("Wants the site live by 20 October; send two sample designs.");
  await page.getByRole("button", { name: "Save note" }).click();
  await page.getByText("Note added.").waitFor();
  return page.url();
}

/**
 * Makes the second account staff and invites a colleague from the team page (without a mail
 * server, a link to pass on): the team as a small agency's looks.
 */
async function inviteColleague(page: Page, teamUrl: string) {
  await page.goto(teamUrl);
  await page.getByRole("button", { name: `Make staff (${STAFF.email})` }).click();
  await page.getByText(`${STAFF.email} is now staff.`).waitFor();
  await page.getByLabel("Their email").fill("meera@marigold.example.in");
  await page.getByRole("button", { name: "Make an invitation link" }).click();
  await page.getByLabel("The link").waitFor();
}

async function shoot(page: Page, url: string, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(url);
    await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
  }
}

/** A person's data, looked up by their email as an owner does (the form keeps it out of the address). */
async function shootPeople(page: Page, url: string, email: string) {
  await page.goto(url);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await page.waitForURL(/\?q=/);
  await shoot(page, page.url(), "inbox-people");
}

/** The overview, signed in on a server of its own over the sample business's store. */
async function shootOverview(page: Page) {
  const sampleDir = newDataDir();
  addAccount(sampleDir, OWNER);
  await seedSampleBusiness(sampleDir, OWNER.email);
  const sample = await startServer({}, sampleDir);
  try {
    await signInAs(page, sample.url, OWNER);
    await page.waitForURL(`${sample.url}/admin`);
    await shoot(page, `${sample.url}/admin/overview`, "inbox-overview");
    await shoot(page, `${sample.url}/admin/overview?period=30d`, "inbox-overview-30-days");
  } finally {
    await sample.stop();
  }
}

const dataDir = newDataDir();
addAccount(dataDir, OWNER);
addAccount(dataDir, STAFF);
const server = await startServer({}, dataDir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(folder, { recursive: true });
  await sendQuotes(server.url);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInAs(page, server.url, OWNER);
  await page.waitForURL(`${server.url}/admin`);
  const leadUrl = await followUp(page);
  await shoot(page, `${server.url}/admin`, "inbox-list");
  await shoot(page, leadUrl, "inbox-lead");
  await shoot(page, `${server.url}/admin/audit`, "inbox-audit");
  await shoot(page, `${server.url}/admin/alerts`, "inbox-alerts");
  await shoot(page, `${server.url}/admin/templates`, "inbox-templates");
  await shoot(page, `${server.url}/admin/password`, "inbox-password");
  await shootPeople(page, `${server.url}/admin/people`, quotes[0]!.email!);
  await inviteColleague(page, `${server.url}/admin/team`);
  await shoot(page, `${server.url}/admin/team`, "inbox-team");
  await shootOverview(page);
  console.log(`screenshots in ${folder}`);
} finally {
  await browser.close();
  await server.stop();
}
