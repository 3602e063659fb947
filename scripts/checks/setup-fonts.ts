// The end-to-end tests measure what Chromium paints (text contrast over images, layout), and that
// depends on the fonts fontconfig offers it: the site's font stack falls through to system-ui,
// which is fontconfig's sans-serif. Without this step a machine drew the pages in whatever it had
// (DejaVu on a bare Debian, Noto on most desktops), and a check could pass on one and fail on the
// other. Here the suite brings its own: the Noto fonts Android and most Linux desktops draw with,
// Devanagari included for the Hindi and Marathi pages. Installs the missing ones with apt-get;
// a machine that already has them (from any source) needs neither apt nor root.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

/** Each family the pages are drawn with, and the Debian package that has it. */
export const TEST_FONTS = [
  // fontconfig's first choice for sans-serif once installed: the page text.
  { family: "Noto Sans", pkg: "fonts-noto-core", use: "Latin text" },
  { family: "Noto Sans Devanagari", pkg: "fonts-noto-core", use: "Hindi and Marathi" },
  { family: "Noto Sans Symbols2", pkg: "fonts-noto-core", use: "symbols: ✓" },
  // fontconfig's first choice for monospace (the error screen's details).
  { family: "Noto Sans Mono", pkg: "fonts-noto-mono", use: "monospace" },
  { family: "Noto Color Emoji", pkg: "fonts-noto-color-emoji", use: "the quote toast's emoji" },
];

function run(command: string, args: string[], { quiet = false } = {}) {
  const result = spawnSync(command, args, {
    stdio: quiet ? ["ignore", "pipe", "ignore"] : "inherit",
    encoding: "utf8",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status === 0) return { ok: true, stdout: result.stdout ?? "" };
  const error = result.error ? result.error.message : `exit ${result.status}`;
  if (!quiet) console.error(`setup-fonts: '${command} ${args.join(" ")}' failed (${error}).`);
  return { ok: false, stdout: "" };
}

/** The families fontconfig has, of those the tests use; null when fc-list is missing. */
function installedFamilies(): Set<string> | null {
  const found = new Set<string>();
  for (const { family } of TEST_FONTS) {
    // A pattern of a family name lists only the fonts of that exact family.
    const listed = run("fc-list", ["--format", "%{family}\\n", family], { quiet: true });
    if (!listed.ok) return null;
    if (listed.stdout.trim()) found.add(family);
  }
  return found;
}

function aptInstall(packages: string[]): boolean {
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args: string[]) => {
    const [command = "apt-get", ...rest] = [...asRoot, "apt-get", ...args];
    return run(command, rest).ok;
  };
  return (
    apt("update", "-qq") && apt("install", "-y", "-qq", "--no-install-recommends", ...packages)
  );
}

/** Exits the process when the fonts are missing and cannot be installed. */
export function setupFonts() {
  const before = installedFamilies();
  const missing = TEST_FONTS.filter(({ family }) => !before?.has(family));
  if (missing.length === 0) {
    console.log(`setup-fonts: using ${TEST_FONTS.map(({ family }) => family).join(", ")}`);
  } else {
    // fontconfig brings fc-list (this check) and rebuilds the font cache after the install.
    const tools = before ? [] : ["fontconfig"];
    const packages = [...new Set([...tools, ...missing.map(({ pkg }) => pkg)])];
    const what = before
      ? missing.map(({ family, use }) => `${family} (${use})`).join(", ")
      : "fc-list, so no font could be checked";
    console.log(`setup-fonts: missing ${what}; installing ${packages.join(" ")} with apt-get…`);
    if (!aptInstall(packages)) {
      console.error(
        "setup-fonts: could not install the fonts with apt-get (it needs root or sudo and a " +
          "Debian or Ubuntu system). The end-to-end tests measure the pages as drawn in these " +
          `fonts; install them yourself (on Debian: apt-get install ${packages.join(" ")}) ` +
          "and run the tests again.",
      );
      process.exit(1);
    }
    const after = installedFamilies();
    const still = TEST_FONTS.filter(({ family }) => !after?.has(family));
    if (still.length > 0) {
      const families = still.map(({ family }) => family).join(", ");
      console.error(`setup-fonts: ${families} still missing after the install.`);
      process.exit(1);
    }
    console.log(`setup-fonts: installed ${packages.join(" ")}`);
  }
  // A user's own fontconfig rules can still put another face first.
  const sans = run("fc-match", ["--format", "%{family[0]}", "sans-serif"], { quiet: true });
  if (sans.ok && sans.stdout.trim() !== "Noto Sans") {
    console.warn(
      `setup-fonts: warning: fontconfig draws sans-serif in ${sans.stdout.trim()}, not Noto Sans ` +
        "(a local fontconfig rule?); text measurements may differ from CI's.",
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) setupFonts();
