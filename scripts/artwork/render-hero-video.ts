// Renders the landing-page hero clip from artwork/hero-video/scene.html.
//
//   node scripts/artwork/render-hero-video.ts
//
// Opens the scene in Debian's Chromium (through Playwright), calls window.renderFrame(t) for
// every frame of the 8 s loop at 24 fps, screenshots each frame, then encodes with ffmpeg:
//   public/media/hero.webm           VP9, no audio
//   public/media/hero.mp4            H.264 high profile, yuv420p, faststart, no audio
//   public/media/hero-poster(.webp|.avif)      frame 0, 960x720
//   public/media/hero-poster-720(.webp|.avif)  frame 0, 720x540 (what phones pick)
//   public/media/hero-poster-480(.webp|.avif)  frame 0, 480x360
// `--posters-only` renders frame 0 alone and rewrites the posters, leaving the clips as they are.
// Starts at a CRF that keeps the flat shapes and small text clean (~250-300 KB per clip) and
// steps the CRF / quality up until every file is under its size budget.
// Installs ffmpeg with apt-get when it is not on PATH.
import console from "node:console";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { BrowserType } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/browser-flags.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const SCENE = join(ROOT, "artwork", "hero-video", "scene.html");
const OUT_DIR = join(ROOT, "public", "media");

const WIDTH = 960;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;

const KB = 1024;
const VIDEO_BUDGET = 700 * KB; // hard limit is 1 MB; aim well below it
const POSTER_BUDGET = 60 * KB;
// The phone LCP image (browsers with AVIF pick it). Its AVIF must arrive in the first round trip
// of a fresh connection shared with the stylesheet and the manifest (about 10 KB on Lighthouse's
// simulated mobile link), or the largest paint waits a further round trip.
const POSTER_720_BUDGET = { webp: 20 * KB, avif: 9.5 * KB };
const POSTER_480_BUDGET = { webp: 16 * KB, avif: 8 * KB };
const POSTERS_ONLY = process.argv.includes("--posters-only");

// sRGB screenshots -> BT.709 limited-range YUV, tagged so browsers convert the colours back right.
const BT709 = [
  "-colorspace",
  "bt709",
  "-color_primaries",
  "bt709",
  "-color_trc",
  "bt709",
  "-color_range",
  "tv",
];
const toYuv = (extra = "") =>
  `${extra ? `${extra},` : ""}scale=out_color_matrix=bt709:out_range=tv,format=yuv420p`;

function fail(message: string): never {
  console.error(`render-hero-video: ${message}`);
  process.exit(1);
}

function run(command: string, args: string[], { quiet = false } = {}) {
  const result = spawnSync(command, args, {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error || result.status !== 0) {
    if (quiet && result.stderr) console.error(result.stderr.slice(-4000));
    fail(
      `'${command} ${args.join(" ")}' failed (${result.error?.message ?? `exit ${result.status}`}).`,
    );
  }
  return result.stdout ?? "";
}

function hasCommand(command: string) {
  const result = spawnSync(command, ["-version"], { stdio: "ignore" });
  return !result.error && result.status === 0;
}

function ensureFfmpeg() {
  if (hasCommand("ffmpeg")) return;
  console.log("render-hero-video: ffmpeg not found, installing it with apt-get…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args: string[]) =>
    sudo.length ? run("sudo", ["apt-get", ...args]) : run("apt-get", args);
  apt("update");
  apt("install", "-y", "ffmpeg");
  if (!hasCommand("ffmpeg")) fail("ffmpeg is still missing after apt-get install.");
}

function ffmpeg(args: string[]) {
  run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { quiet: true });
}

const size = (file: string) => statSync(file).size;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Encodes with increasing CRF (or decreasing quality) until the file fits its budget.
 * @param budget bytes
 * @param values the settings to try, in order
 * @returns the setting that fitted
 */
function encodeWithinBudget(
  label: string,
  file: string,
  budget: number,
  values: number[],
  argsFor: (value: number) => string[],
): number {
  for (const value of values) {
    ffmpeg(argsFor(value));
    const bytes = size(file);
    console.log(`  ${label} @ ${value}: ${kb(bytes)}`);
    if (bytes <= budget) return value;
  }
  fail(`${label} is still over ${kb(budget)} at the last setting.`);
}

const range = (from: number, to: number, step: number) => {
  const out: number[] = [];
  for (let v = from; step > 0 ? v <= to : v >= to; v += step) out.push(v);
  return out;
};

async function renderFrames(dir: string, count: number) {
  let chromium: BrowserType;
  try {
    ({ chromium } = await import("@playwright/test"));
  } catch {
    fail("@playwright/test is not installed in node_modules (run npm install first).");
  }
  if (!existsSync(CHROMIUM_PATH))
    fail(`${CHROMIUM_PATH} not found (npm run test:e2e installs it).`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({
      viewport: { width: WIDTH, height: HEIGHT },
      deviceScaleFactor: 1,
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(pathToFileURL(SCENE).href);
    // The scene defines window.renderFrame(t): it draws the frame at t seconds.
    type Scene = typeof globalThis & { renderFrame?: (t: number) => void };
    await page.waitForFunction(() => typeof (globalThis as Scene).renderFrame === "function");
    await page.evaluate(() => globalThis.document.fonts.ready.then(() => true));
    for (let i = 0; i < count; i++) {
      await page.evaluate((t) => (globalThis as Scene).renderFrame?.(t), i / FPS);
      await page.screenshot({ path: join(dir, `f${String(i).padStart(4, "0")}.png`) });
      if ((i + 1) % 48 === 0) console.log(`  frames ${i + 1}/${FRAMES}`);
    }
    if (errors.length) fail(`scene errors:\n${errors.join("\n")}`);
  } finally {
    await browser.close();
  }
}

/** @param input ffmpeg's input arguments */
function encodeClips(input: string[]) {
  console.log("render-hero-video: encoding WebM (VP9)");
  const webm = join(OUT_DIR, "hero.webm");
  encodeWithinBudget("hero.webm", webm, VIDEO_BUDGET, range(28, 60, 3), (crf) => [
    ...input,
    "-vf",
    toYuv(),
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    String(crf),
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "1",
    "-g",
    "96",
    ...BT709,
    "-an",
    webm,
  ]);

  console.log("render-hero-video: encoding MP4 (H.264)");
  const mp4 = join(OUT_DIR, "hero.mp4");
  encodeWithinBudget("hero.mp4", mp4, VIDEO_BUDGET, range(23, 45, 2), (crf) => [
    ...input,
    "-vf",
    toYuv(),
    "-c:v",
    "libx264",
    "-profile:v",
    "high",
    "-crf",
    String(crf),
    "-preset",
    "slow",
    "-g",
    "96",
    ...BT709,
    "-movflags",
    "+faststart",
    "-an",
    mp4,
  ]);
}

/**
 * @param frame0 the first frame's PNG
 * @param av1 the AV1 encoder this ffmpeg has
 */
function writePosters(frame0: string, av1: string) {
  console.log(`render-hero-video: writing posters (WebP, AVIF via ${av1})`);
  const posters: [suffix: string, scale: string, budgets: { webp: number; avif: number }][] = [
    ["", "", { webp: POSTER_BUDGET, avif: POSTER_BUDGET }],
    ["-720", "scale=720:540:flags=lanczos", POSTER_720_BUDGET],
    ["-480", "scale=480:360:flags=lanczos", POSTER_480_BUDGET],
  ];
  for (const [suffix, scale, budgets] of posters) {
    const webp = join(OUT_DIR, `hero-poster${suffix}.webp`);
    encodeWithinBudget(`hero-poster${suffix}.webp`, webp, budgets.webp, range(85, 40, -5), (q) => [
      "-i",
      frame0,
      ...(scale ? ["-vf", scale] : []),
      "-c:v",
      "libwebp",
      "-quality",
      String(q),
      "-compression_level",
      "6",
      "-frames:v",
      "1",
      webp,
    ]);

    const avif = join(OUT_DIR, `hero-poster${suffix}.avif`);
    const av1Args =
      av1 === "libaom-av1"
        ? ["-c:v", "libaom-av1", "-still-picture", "1", "-cpu-used", "4", "-b:v", "0"]
        : ["-c:v", "libsvtav1", "-preset", "6"];
    encodeWithinBudget(`hero-poster${suffix}.avif`, avif, budgets.avif, range(14, 50, 4), (crf) => [
      "-i",
      frame0,
      "-vf",
      toYuv(scale),
      ...av1Args,
      "-crf",
      String(crf),
      ...BT709,
      "-frames:v",
      "1",
      "-f",
      "avif",
      avif,
    ]);
  }
}

async function main() {
  if (!existsSync(SCENE)) fail(`${SCENE} not found.`);
  ensureFfmpeg();

  const encoders = run("ffmpeg", ["-hide_banner", "-encoders"], { quiet: true });
  const muxers = run("ffmpeg", ["-hide_banner", "-muxers"], { quiet: true });
  const has = (list: string, name: string) => new RegExp(`\\s${name}\\s`).test(list);
  for (const name of ["libvpx-vp9", "libx264", "libwebp"]) {
    if (!has(encoders, name)) fail(`this ffmpeg has no ${name} encoder.`);
  }
  const av1 = ["libaom-av1", "libsvtav1"].find((name) => has(encoders, name));
  if (!av1 || !has(muxers, "avif"))
    fail("this ffmpeg cannot write AVIF (needs an AV1 encoder and the avif muxer).");

  mkdirSync(OUT_DIR, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), "hero-video-"));
  try {
    console.log(`render-hero-video: rendering ${POSTERS_ONLY ? 1 : FRAMES} frame(s) of ${SCENE}`);
    await renderFrames(tmp, POSTERS_ONLY ? 1 : FRAMES);
    const input = ["-framerate", String(FPS), "-i", join(tmp, "f%04d.png")];
    const frame0 = join(tmp, "f0000.png");
    if (!POSTERS_ONLY) encodeClips(input);
    writePosters(frame0, av1);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  console.log("\nrender-hero-video: outputs");
  for (const name of [
    "hero.webm",
    "hero.mp4",
    "hero-poster.webp",
    "hero-poster.avif",
    "hero-poster-720.webp",
    "hero-poster-720.avif",
    "hero-poster-480.webp",
    "hero-poster-480.avif",
  ]) {
    const bytes = size(join(OUT_DIR, name));
    console.log(`  public/media/${name.padEnd(22)} ${String(bytes).padStart(8)} B  ${kb(bytes)}`);
  }
}

await main();
