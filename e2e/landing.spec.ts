import type { Page } from "@playwright/test";

import { siteConfig } from "#app/site/site.config.ts";
import { expect, test } from "./fixtures.ts";
import { ARTICLE_ROUTES } from "./site-routes.ts";
import { SPEC_SERVICES } from "./spec-values.ts";

const SERVICES = SPEC_SERVICES;

const contactTopUnderBar = (page: Page) =>
  page.evaluate(() => Math.round(document.getElementById("contact")!.getBoundingClientRect().top));

test("every service card shows its title and its price in rupees", async ({ page }) => {
  await page.goto("/");
  for (const { section, title, price } of SERVICES) {
    const card = page
      .locator(section)
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toHaveCount(1);
    if (price) await expect(card).toContainText(price);
    else await expect(card).not.toContainText("₹");
  }
});

test("every Get a Quote link takes the visitor to the contact section", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const links = page.getByRole("link", { name: /^Get a Quote for / });
  await expect(links).toHaveCount(SERVICES.length);
  for (let index = 0; index < SERVICES.length; index += 1) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await links.nth(index).click();
    await expect.poll(() => contactTopUnderBar(page)).toBe(80);
  }
  await expect(page).toHaveURL(/#contact$/);
});

test("a one-time service with sample work reveals it on hover and on keyboard focus", async ({
  page,
}) => {
  await page.goto("/");
  const card = page
    .locator("#features2 article")
    .filter({ has: page.getByRole("heading", { name: "Logo Design" }) });
  const sample = card.getByTestId("service-sample");
  await expect(sample).toHaveCSS("opacity", "0");
  await card.hover();
  await expect(sample).toHaveCSS("opacity", "1");
  await page.mouse.move(0, 0);
  await expect(sample).toHaveCSS("opacity", "0");
  await card.getByRole("link", { name: "Get a Quote for Logo Design" }).focus();
  await expect(sample).toHaveCSS("opacity", "1");
  await expect(sample.getByRole("img")).toHaveAttribute("alt", "Sample logo design work");
});

test("the testimonials marquee shows four rated reviews and pauses on hover", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#testimonials");
  const visibleCopy = section.locator("ul:not([aria-hidden])").first();
  await expect(visibleCopy.getByRole("figure")).toHaveCount(4);
  await expect(visibleCopy.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(4);

  const track = section.getByTestId("marquee-track");
  await expect(track).toHaveCSS("animation-play-state", "running");
  // The track never stops moving, so point at it rather than waiting for it to be still.
  await section.scrollIntoViewIfNeeded();
  const box = (await track.boundingBox())!;
  await page.mouse.move(200, box.y + box.height / 2);
  await expect(track).toHaveCSS("animation-play-state", "paused");
  await page.mouse.move(0, 0);
  await expect(track).toHaveCSS("animation-play-state", "running");

  await section.getByRole("button", { name: "Pause the testimonials" }).click();
  await expect(track).toHaveCSS("animation-play-state", "paused");
  await expect(section.getByRole("button", { name: "Play the testimonials" })).toBeVisible();
});

test("the gallery strip scrolls three 300 × 320 images at speed 20", async ({ page }) => {
  await page.goto("/");
  const gallery = page.getByRole("region", { name: "Examples of our work" });
  const images = gallery.locator("ul:not([aria-hidden]) img");
  await expect(images).toHaveCount(3);
  const box = await images.first().boundingBox();
  expect(box?.width).toBeCloseTo(300, 1);
  expect(box?.height).toBeCloseTo(320, 1);
  // One set is 3 × (300 + 24) px; at 20 px/s a cycle lasts 48.6 s.
  await expect(gallery.getByTestId("marquee-track")).toHaveCSS("animation-duration", "48.6s");
});

test("Our Works is a carousel of the five projects, each opening its site in a new tab", async ({
  page,
}) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Portfolio slideshow" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  const slides = carousel.getByRole("group");
  await expect(slides).toHaveCount(5);
  await expect(slides.nth(1)).toHaveAttribute("aria-label", "2 of 5");
  for (const [index, project] of siteConfig.projects.entries()) {
    const link = slides.nth(index).getByRole("link");
    await expect(link).toHaveAttribute("href", project.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole("button", { name: "Pause the project slideshow" }).click();
  await carousel.getByRole("button", { name: /Show project 1/ }).click();
  await carousel.getByRole("button", { name: "Next project" }).click();
  await expect(carousel.getByRole("button", { name: /Show project 2/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await carousel.getByRole("button", { name: /Show project 5/ }).focus();
  await page.keyboard.press("Enter");
  await expect(carousel.getByRole("button", { name: /Show project 5/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("the slider rotates by itself once in view and holds still while hovered", async ({
  page,
}) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Portfolio slideshow" });
  const current = carousel.locator("button[aria-current=true]");
  // It starts only near the viewport, so a visitor arriving there meets the first project.
  await page.waitForTimeout(5000);
  await expect(current).toHaveAccessibleName(/Show project 1/);
  await carousel.scrollIntoViewIfNeeded();
  await expect(current).toHaveAccessibleName(/Show project 2/, { timeout: 7000 });
  await carousel.getByRole("group").nth(1).hover();
  await page.waitForTimeout(5500);
  await expect(current).toHaveAccessibleName(/Show project 2/);
});

test("About Us shows both founders and every way to get in touch", async ({ page }) => {
  await page.goto("/");
  const about = page.locator("#aboutus");
  for (const founder of siteConfig.founders) {
    const card = about
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: founder.name }) });
    await expect(card).toContainText("Founder");
    await expect(
      card.getByRole("img", { name: `Illustrated portrait of ${founder.name}` }),
    ).toBeVisible();
  }
  const digits = siteConfig.phone.replace(/\D/g, "");
  const expected = [
    [/^WhatsApp/, `https://wa.me/${digits}`, true],
    [/^Instagram/, siteConfig.social.instagram, true],
    [/^LinkedIn/, siteConfig.social.linkedin, true],
    [/^Facebook/, siteConfig.social.facebook, true],
    [/^Email/, `mailto:${siteConfig.email}`, false],
  ] as const;
  for (const [name, href, newTab] of expected) {
    const link = about.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    if (newTab) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
});

test("the About section sets its once-only flag when half visible", async ({ page }) => {
  await page.goto("/");
  const about = page.locator("#aboutus");
  await expect(about).not.toHaveAttribute("data-half-seen");
  await about.scrollIntoViewIfNeeded();
  await page.evaluate(() =>
    document.getElementById("aboutus")!.scrollIntoView({ block: "center" }),
  );
  await expect(about).toHaveAttribute("data-half-seen", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(about).toHaveAttribute("data-half-seen", "true");
});

test("the quote banner has five floating circles, placed the same before and after hydration", async ({
  page,
  browser,
}) => {
  const positions = (p: Page) =>
    p.getByTestId("floating-circle").evaluateAll((circles) =>
      circles.map((circle) => {
        const style = (circle as HTMLElement).style;
        return [style.left, style.top, style.getPropertyValue("--float-duration")];
      }),
    );
  await page.goto("/");
  const hydrated = await positions(page);
  expect(hydrated).toHaveLength(5);
  for (const [, , duration] of hydrated) {
    expect(parseFloat(duration!)).toBeGreaterThanOrEqual(6);
    expect(parseFloat(duration!)).toBeLessThanOrEqual(10);
  }
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noScript.newPage();
  await staticPage.goto(page.url());
  expect(await positions(staticPage)).toEqual(hydrated);
  await noScript.close();

  await page.getByRole("link", { name: "Contact Us Now" }).click();
  await expect.poll(() => contactTopUnderBar(page)).toBe(80);
});

test("the blog teaser shows the first three articles and links to all of them", async ({
  page,
}) => {
  await page.goto("/");
  const teaser = page.locator("#blogs");
  await expect(teaser.getByRole("article")).toHaveCount(3);
  await expect(teaser.getByRole("heading", { level: 3 }).first()).toHaveText(
    "Digital Marketing for Startups",
  );
  await teaser.getByRole("link", { name: "View All Blogs" }).click();
  await expect(page).toHaveURL("/allblogs");
  await expect(page.getByRole("article")).toHaveCount(ARTICLE_ROUTES.length);
});

test("the hero video loads after the page and plays muted, looping and inline", async ({
  page,
}) => {
  await page.goto("/");
  const video = page.getByTestId("hero-video");
  await expect(video).toBeAttached();
  const state = await video.evaluate((v: HTMLVideoElement) => ({
    muted: v.muted,
    loop: v.loop,
    inline: v.playsInline,
    hidden: v.getAttribute("aria-hidden"),
  }));
  expect(state).toEqual({ muted: true, loop: true, inline: true, hidden: "true" });
});
