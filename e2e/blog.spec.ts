import { ARTICLE_ROUTES } from "./site-routes.ts";
import { SPEC_SIDEBAR_SERVICES } from "./spec-values.ts";
import { expect, test } from "./fixtures.ts";

// One test per article, each in the usual time (issue 52: all ten in one test outran even a
// raised limit on a busy 2-core machine).
for (const route of ARTICLE_ROUTES) {
  test(`every contents entry of ${route} jumps to an existing numbered anchor`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    const contents = page.getByRole("navigation", { name: "This article has" });
    const entries = contents.getByRole("link");
    const count = await entries.count();
    expect(count, route).toBeGreaterThanOrEqual(12);
    for (let index = 0; index < count; index += 1) {
      await expect(entries.nth(index)).toHaveAttribute("href", `#${index}`);
      await entries.nth(index).click();
      // Lands under the bar, unless the page cannot scroll that far (the last sections).
      await expect
        .poll(
          () =>
            page.evaluate((id) => {
              const top = document.getElementById(id)?.getBoundingClientRect().top;
              if (top === undefined) return "no anchor";
              const atBottom =
                window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
              return atBottom || Math.round(top) === 80 ? "under the bar" : Math.round(top);
            }, String(index)),
          { message: `${route} entry ${index}` },
        )
        .toBe("under the bar");
    }
  });
}

test("a contents entry glides to its section, then puts it in the address and focus on it", async ({
  page,
}) => {
  await page.goto("/blogs/hotel");
  await page.evaluate(() => {
    const w = window as unknown as { scrollLog: { y: number; t: number }[]; clickedAt: number };
    w.scrollLog = [];
    window.addEventListener("click", () => (w.clickedAt = performance.now()), { capture: true });
    window.addEventListener("scroll", () =>
      w.scrollLog.push({ y: window.scrollY, t: performance.now() }),
    );
  });
  const entry = page.getByRole("navigation", { name: "This article has" }).getByRole("link").nth(6);
  await entry.click();
  await expect(page.locator('[id="6"]')).toBeFocused();
  const { log, clickedAt } = await page.evaluate(() => {
    const w = window as unknown as { scrollLog: { y: number; t: number }[]; clickedAt: number };
    return { log: w.scrollLog, clickedAt: w.clickedAt };
  });
  const finalY = log.at(-1)!.y;
  // A glide, not the browser's jump: positions on the way, the end no sooner than the easing's
  // 500 ms (its exact length is app/lib/scroll/glide.test.ts's, on a clock the test controls).
  expect(log.filter(({ y }) => y > 0 && y < finalY - 1).length).toBeGreaterThanOrEqual(1);
  expect(log.find(({ y }) => Math.abs(y - finalY) <= 1)!.t - clickedAt).toBeGreaterThan(450);
  expect(
    Math.round(
      await page.evaluate(() => document.getElementById("6")!.getBoundingClientRect().top),
    ),
  ).toBe(80);
  await expect(page).toHaveURL(/\/blogs\/hotel#6$/);
  await expect(entry).toHaveAttribute("aria-current", "location");
});

test("the section being read is highlighted in the contents", async ({ page }) => {
  await page.goto("/blogs/hotel");
  const contents = page.getByRole("navigation", { name: "This article has" });
  await page.evaluate(() =>
    window.scrollTo(
      0,
      document.getElementById("4")!.getBoundingClientRect().top + window.scrollY - 60,
    ),
  );
  const current = contents.locator("[aria-current]");
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute("href", "#4");
  await expect(current).toHaveAttribute("aria-current", "location");
  // Marked to the eye too: the entry being read stands out in white on the list's tint.
  await expect(current).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(current).toHaveCSS("font-weight", "600");
  await expect(contents.locator('a[href="#3"]')).toHaveCSS("font-weight", "400");
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test("contents, body and services sit in three columns and both side columns stay in view", async ({
    page,
  }) => {
    await page.goto("/blogs/restaurant");
    const contents = page.getByTestId("contents-column");
    const services = page.getByTestId("services-column");
    const body = page.locator("article section").first();
    const [c, b, s] = await Promise.all([
      contents.boundingBox(),
      body.boundingBox(),
      services.boundingBox(),
    ]);
    expect(c!.x + c!.width).toBeLessThanOrEqual(b!.x);
    expect(b!.x + b!.width).toBeLessThanOrEqual(s!.x);
    expect(Math.round(c!.width)).toBe(400);
    expect(Math.round(s!.width)).toBe(300);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(page.getByRole("heading", { name: "This article has" })).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Our Services" })).toBeInViewport();
    for (const column of [contents, services]) {
      await expect(column).toHaveCSS("position", "sticky");
    }
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("contents, body and services are stacked in that order", async ({ page }) => {
    await page.goto("/blogs/restaurant");
    const contents = await page.getByTestId("contents-column").boundingBox();
    const body = await page.locator("article section").first().boundingBox();
    const services = await page.getByTestId("services-column").boundingBox();
    expect(contents!.y + contents!.height).toBeLessThanOrEqual(body!.y);
    expect(body!.y).toBeLessThan(services!.y);
    await expect(
      page.getByRole("complementary", { name: "Our Services" }).getByRole("listitem"),
    ).toHaveText([...SPEC_SIDEBAR_SERVICES]);
  });
});

test("an article shows its head: title, author, date, review date, tags and hero image", async ({
  page,
}) => {
  await page.goto("/blogs/law");
  await expect(page).toHaveTitle(/law/i);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,160}/);
  const header = page.locator("article header");
  await expect(header.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(header).toContainText("By ");
  await expect(header.locator("time").first()).toHaveAttribute("datetime", "2024-12-28");
  await expect(header.getByText(/^Last reviewed/).locator("time")).toHaveAttribute(
    "datetime",
    /^20\d\d-\d\d-\d\d$/,
  );
  await expect(
    header.getByRole("list", { name: "Tags" }).getByRole("listitem").first(),
  ).toBeVisible();
  const hero = header.getByRole("img");
  await expect(hero).toHaveJSProperty("complete", true);
  expect((await hero.boundingBox())!.height).toBeCloseTo(300, 0);
});

test("/allblogs lists every article in content/blog and the home teaser the first three", async ({
  page,
}) => {
  await page.goto("/allblogs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogs On Digital Marketing");
  await expect(page.getByRole("article")).toHaveCount(ARTICLE_ROUTES.length);
  await page.goto("/");
  const teaser = page.locator("#blogs").getByRole("article");
  await expect(teaser).toHaveCount(3);
  for (const link of await teaser.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", /^\/blogs\/[a-z-]+$/);
  }
});

test("opening an article from the scrolled home page starts at its top", async ({ page }) => {
  await page.goto("/");
  await page.locator("#blogs").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page
    .locator("#blogs")
    .getByRole("link", { name: "Digital Marketing for Startups" })
    .click();
  await expect(page).toHaveURL("/blogs/startup");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Startups");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("an article reads the same opened directly and reached from another page", async ({
  page,
}) => {
  const body = page.locator("#article-body");
  await page.goto("/blogs/startup");
  await page.waitForLoadState("networkidle");
  const direct = await body.innerText();
  expect(direct).toContain("Pick one customer, one problem and one promise");
  await expect(body.getByRole("heading", { name: "Sources" })).toBeVisible();

  await page.goto("/allblogs");
  await page.waitForLoadState("networkidle");
  await page
    .getByRole("link", { name: /Digital Marketing for Startups/ })
    .first()
    .click();
  await expect(page).toHaveURL("/blogs/startup");
  await expect(body.getByRole("heading", { name: "Sources" })).toBeVisible();
  expect(await body.innerText()).toBe(direct);
  await expect(
    page.getByRole("navigation", { name: "This article has" }).getByRole("link"),
  ).toHaveCount(
    await page.locator("#article-body section[id]:not([aria-labelledby='sources-title'])").count(),
  );
});
