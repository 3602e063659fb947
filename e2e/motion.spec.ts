import { layOutWholePage } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { heroClipPauseButton } from "./hero-clip.ts";

test.use({ reducedMotion: "no-preference" });

test("everything that keeps moving on the home page has a visible control that stops it", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("load");

  // The hero clip (script, not CSS) shows its pause button once it plays, while in view
  // (the browser holds back muted clips that are off screen).
  const clip = page.getByTestId("hero-video");
  await (await heroClipPauseButton(page)).click();
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

  await layOutWholePage(page);

  // CSS animations that last over five seconds, grouped by the nearest ancestor holding a
  // "Pause …" button; an animation without one is reported by its element.
  const findMoving = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => {
          const end = Number(animation.effect?.getComputedTiming().endTime);
          return animation.playState === "running" && end > 5000;
        })
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect).target as HTMLElement;
          let holder: HTMLElement | null = target;
          while (holder && !holder.querySelector('button[aria-label^="Pause"]')) {
            holder = holder.parentElement;
          }
          const button = holder?.querySelector<HTMLButtonElement>('button[aria-label^="Pause"]');
          return {
            element: `${target.tagName.toLowerCase()}.${[...target.classList].slice(0, 3).join(".")}`,
            pause: button?.getAttribute("aria-label") ?? null,
          };
        }),
    );

  const moving = await findMoving();
  expect(moving.length).toBeGreaterThan(0);
  expect(moving.filter((item) => !item.pause).map((item) => item.element)).toEqual([]);

  for (const label of new Set(moving.map((item) => item.pause!))) {
    const button = page.getByRole("button", { name: label, exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByRole("button", { name: label.replace(/^Pause/, "Play") })).toBeVisible();
  }
  await page.mouse.move(0, 0);
  expect(await findMoving()).toEqual([]);
});

// Apart from the test above: it waits out a slide's time, which on a busy machine would leave
// the two together short of their time (issue 52).
test("the project slider, which moves by script, stops at its own pause button", async ({
  page,
}) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Portfolio slideshow" });
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await carousel.getByRole("button", { name: /^Pause/ }).click();
  const current = () => carousel.locator("button[aria-current=true]").getAttribute("aria-label");
  const before = await current();
  await page.waitForTimeout(5500);
  expect(await current()).toBe(before);
});
