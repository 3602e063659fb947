import type { Page } from "@playwright/test";

import { axeViolations } from "./axe.ts";
import { OWNER, signInAs, startServerWithAccounts } from "../scripts/lib/inbox-accounts.ts";
import { expect, test } from "./fixtures.ts";
import { answers } from "./quote-helpers.ts";
import type { ServerProcess } from "./server-process.ts";

// A lead's page reads before it replies (issue 55): what the visitor asked for comes first on
// a phone and is in view at once on a desktop, and the cards are met by the keyboard in the
// order they are seen, at a phone's width and a desktop's.

let server: ServerProcess;
let leadPath: string;

const MESSAGE =
  "We run a bakery in Baner and want a website with our menu, WhatsApp ordering and " +
  "photos of the cakes, ready before Diwali.";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServerWithAccounts([OWNER]);
  const sent = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ ...answers, message: MESSAGE, elapsed_ms: "5000" }),
  });
  leadPath = `/admin/leads/${((await sent.json()) as { id: string }).id}`;
});
test.afterAll(async () => {
  await server.stop();
});

/** The page's cards (its labelled sections), each with where it is on the screen. */
const cardsOnScreen = (page: Page) =>
  page.locator("main section[aria-labelledby]").evaluateAll((sections) =>
    sections.map((section) => {
      const box = section.getBoundingClientRect();
      return { id: section.getAttribute("aria-labelledby")!, left: box.left, top: box.top };
    }),
  );

/**
 * The cards in the order Tab meets them: Tab from the top of the page until focus leaves it,
 * each focused control named by the card it is in, each card once.
 */
async function cardsByTab(page: Page): Promise<string[]> {
  await page.locator("body").focus();
  const met: string[] = [];
  for (let press = 0; press < 200; press++) {
    await page.keyboard.press("Tab");
    const card = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      return active.closest("main section[aria-labelledby]")?.getAttribute("aria-labelledby") ?? "";
    });
    if (card === null) break;
    if (card && met.at(-1) !== card) met.push(card);
  }
  return met;
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${width} px, what they sent comes first and Tab meets the cards as they are seen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signInAs(page, server.url, OWNER);
    await expect(page).toHaveURL(`${server.url}/admin`);
    await page.goto(`${server.url}${leadPath}`);

    // The message as the card shows it (its correction form, closed, holds it too).
    const message = page.getByRole("definition").filter({ hasText: MESSAGE });
    const reply = page.getByRole("region", { name: "Reply" });
    await expect(message).toBeVisible();
    const messageBox = (await message.boundingBox())!;
    const replyBox = (await reply.boundingBox())!;
    expect(messageBox.y + messageBox.height).toBeLessThan(replyBox.y);
    // On a desktop, the message is on the first screen.
    if (width === 1440) expect(messageBox.y + messageBox.height).toBeLessThanOrEqual(height);

    // The order they are seen in: down the one column on a phone; on a desktop down the wide
    // column, then down the narrow one.
    const cards = await cardsOnScreen(page);
    const seen = [...cards]
      .sort((a, b) => Math.round(a.left - b.left) || a.top - b.top)
      .map((card) => card.id);
    expect(seen[0]).toBe("sent-title");
    const tabbed = await cardsByTab(page);
    // Every card with a control is met, in the order they are seen.
    expect(tabbed.length).toBeGreaterThanOrEqual(5);
    expect(tabbed).toEqual(seen.filter((id) => tabbed.includes(id)));

    expect(await axeViolations(page)).toEqual([]);
  });
}
