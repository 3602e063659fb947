/*
 * What a device is called in the list of an account's phone alerts ("Chrome on Android"), from
 * the browser's User-Agent when alerts were turned on. A name to recognise a device by, not a
 * fingerprint: the browser's family and the system, no versions.
 */

/** The first match wins: browsers built on Chrome name Chrome too, so they come first. */
const BROWSERS: [pattern: RegExp, name: string][] = [
  [/\bEdgA?\/|\bEdgiOS\//, "Edge"],
  [/\bOPR\/|\bOPiOS\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const SYSTEMS: [pattern: RegExp, name: string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "a Mac"],
  [/\bLinux\b/, "Linux"],
];

/** Labels are shown as text; kept short whatever a User-Agent holds. */
const MAX_USER_AGENT_LENGTH = 512;

export function deviceLabel(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? "").slice(0, MAX_USER_AGENT_LENGTH);
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return "A browser";
}
