/*
 * Where a lead came from: the page the form was sent from, and the visit's landing page,
 * referrer and utm_* parameters (kept in sessionStorage by the browser, never a cookie); and
 * the sender's device class, which the browser tells at sending.
 * The browser's values are hints, not facts: anything malformed is dropped, never refused,
 * because a lead must not be lost over its attribution.
 */

import { isDevice, type Device } from "#app/site/device-classes.ts";
import {
  ATTRIBUTION_FIELDS,
  DIRECTION_CONTROL,
  UTM_KEYS,
  type UtmKey,
} from "#app/site/quote-fields.ts";

export type Attribution = {
  pagePath: string | null;
  landingPage: string | null;
  referrer: string | null;
  /** Null without JavaScript, and for any value that is not one of DEVICES. */
  device: Device | null;
} & Record<UtmKey, string | null>;

const CONTROL = /[\p{Cc}]/u;
/** Control characters, or those that would show the value reordered in the inbox. */
const unsafe = (text: string) => CONTROL.test(text) || DIRECTION_CONTROL.test(text);
const MAX_URL = 2048;
const MAX_UTM = 200;

/** A site path ("/blogs/hotel?x=1"), or null. */
function sitePath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.length > MAX_URL) return null;
  return unsafe(path) ? null : path;
}

/**
 * What a referrer may be: a web address, or an Android app's (Chrome on Android sends
 * "android-app://com.google.android.gm/" for a link tapped in Gmail), which names the source.
 */
const REFERRER_SCHEMES = new Set(["https:", "http:", "android-app:"]);

/** A referrer's address, or null. */
function referrerAddress(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_URL || unsafe(value)) return null;
  try {
    const url = new URL(value.trim());
    return REFERRER_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function utmValue(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text && text.length <= MAX_UTM && !unsafe(text) ? text : null;
}

/** One of the device classes, exactly as named (never "laptop", never "Phone"), or null. */
const deviceClass = (value: unknown): Device | null => (isDevice(value) ? value : null);

/** The attribution in a submitted form, each value checked on its own. */
export function readAttribution(form: Record<string, unknown>): Attribution {
  return {
    pagePath: sitePath(form[ATTRIBUTION_FIELDS.page]),
    landingPage: sitePath(form[ATTRIBUTION_FIELDS.landingPage]),
    referrer: referrerAddress(form[ATTRIBUTION_FIELDS.referrer]),
    device: deviceClass(form[ATTRIBUTION_FIELDS.device]),
    ...(Object.fromEntries(UTM_KEYS.map((key) => [key, utmValue(form[key])])) as Record<
      UtmKey,
      string | null
    >),
  };
}
