import { type Device, PHONE_MAX_SIDE } from "#app/site/device-classes.ts";

/**
 * This browser's device class, from its pointer and its screen (not its user agent): a fine
 * pointer is a desktop's; a coarse one is a phone's on a small screen, else a tablet's.
 */
export function deviceClass(): Device {
  if (!matchMedia("(pointer:coarse)").matches) return "desktop";
  return Math.min(screen.width, screen.height) < PHONE_MAX_SIDE ? "phone" : "tablet";
}
