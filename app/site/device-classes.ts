/*
 * The kinds of device a visit and a quote are counted by, named once for the page module's
 * beacon (app/visits), the quote's attribution (app/leads) and the owner's overview
 * (app/inbox/overview): told apart by the pointer and the screen, never the user agent
 * (docs/decisions/043-visits-counted.md).
 */

export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/** A coarse pointer on a screen under this many CSS px on its shorter side is a phone. */
export const PHONE_MAX_SIDE = 600;

/** Whether a value is one of DEVICES. */
export const isDevice = (value: unknown): value is Device =>
  typeof value === "string" && (DEVICES as readonly string[]).includes(value);
