/*
 * The kinds of device a visit and a quote are counted by, named once for the page module's
 * beacon (app/visits), the quote's attribution (app/leads) and the owner's overview
 * (app/inbox/overview): told apart by the pointer and the screen, never the user agent
 * (docs/decisions/043-visits-counted.md).
 */

export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/**
 * Each class as the team reads it: on a lead's page, in its email and CSV, and in the overview.
 * "Computer" as the privacy notice says it: the class is any fine pointer, a laptop's too.
 */
export const DEVICE_NAMES: Record<Device, string> = {
  phone: "Phone",
  tablet: "Tablet",
  desktop: "Computer",
};

/** A coarse pointer on a screen under this many CSS px on its shorter side is a phone. */
export const PHONE_MAX_SIDE = 600;

/** Whether a value is one of DEVICES. */
export const isDevice = (value: unknown): value is Device =>
  typeof value === "string" && (DEVICES as readonly string[]).includes(value);

/** A stored class as the team reads it; null when none was stored or it is none of DEVICES. */
export const deviceName = (value: string | null | undefined): string | null =>
  isDevice(value) ? DEVICE_NAMES[value] : null;
