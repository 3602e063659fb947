// The end-to-end tests drive Debian's Chromium; Playwright never downloads a browser.
// Installs the `chromium` package with apt-get when /usr/bin/chromium is missing, then the fonts
// the pages are measured in (setup-fonts.ts).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { CHROMIUM_PATH } from "../lib/browser-flags.ts";
import { setupFonts } from "./setup-fonts.ts";

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) {
    console.error(`setup-chromium: '${command} ${args.join(" ")}' failed (exit ${result.status}).`);
    process.exit(1);
  }
}

if (existsSync(CHROMIUM_PATH)) {
  console.log(`setup-chromium: using ${CHROMIUM_PATH}`);
} else {
  console.log(`setup-chromium: ${CHROMIUM_PATH} not found, installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args: string[]) =>
    sudo.length ? run("sudo", ["apt-get", ...args]) : run("apt-get", args);
  apt("update", "-qq");
  apt("install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-dejavu-core");
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`setup-chromium: ${CHROMIUM_PATH} still missing after install.`);
    process.exit(1);
  }
}

setupFonts();
