import { isbot } from "isbot";

/*
 * Page views the site does not count, whatever the beacon says (decision 043): a bot by its
 * user agent (search engines, Lighthouse, headless browsers: so the test and bench servers
 * count no visits unless a test makes its browser look like a person's), a browser that asks
 * not to be tracked (Global Privacy Control, Do Not Track: the page module sends nothing then,
 * and what arrives anyway is dropped), and the team's own reading: a request that carries the
 * inbox's session cookie, known by its name alone (not looked up: a forged one leaves out only
 * its sender).
 */

export type LeftOut = "bot" | "asked-not-to" | "team";

/** A request's headers as read here: a fetch Headers, or the Node server's own reader. */
export type HeaderReader = { get(name: string): string | null };

/** Why a page view with these headers is not counted, or undefined when it is. */
export function leftOut(
  headers: HeaderReader,
  sessionCookieNames: readonly string[],
): LeftOut | undefined {
  const userAgent = headers.get("user-agent") ?? "";
  if (!userAgent || isbot(userAgent)) return "bot";
  if (headers.get("sec-gpc") === "1" || headers.get("dnt") === "1") return "asked-not-to";
  const cookies = (headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim());
  if (cookies.some((name) => name && sessionCookieNames.includes(name))) return "team";
  return undefined;
}
