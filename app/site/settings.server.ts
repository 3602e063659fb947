import { resolve } from "node:path";

import { z } from "zod";

import { DEFAULT_DATA_DIR } from "./data-folder.ts";

/*
 * The lead server's settings, all from the environment (README "Configuration",
 * .env.example). Read once at start; a bad value stops the server with a message that names
 * the variable, says what it must be and never echoes a secret.
 */

const url = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a ${protocols.join(" or ")}// address, like ${example}` },
    );

/** Whether a URL is an origin alone: no credentials, path, query or fragment. */
function isOriginAlone(value: string): boolean {
  try {
    const url = new URL(value);
    return url.href === `${url.origin}/`;
  } catch {
    return false;
  }
}

const flag = z
  .enum(["0", "1", "true", "false", "yes", "no"], { message: "must be 1 or 0" })
  .transform((value) => ["1", "true", "yes"].includes(value));

const emailAddress = z.email({ message: "must be an email address, like owner@example.in" });

const wholeNumber = z.coerce
  .number({ message: "must be a whole number" })
  .int({ message: "must be a whole number" })
  .min(0, { message: "must be 0 (off) or more" });

const env = z
  .object({
    DATA_DIR: z.string().trim().min(1).default(DEFAULT_DATA_DIR),
    DATABASE_URL: url(
      ["postgres:", "postgresql:"],
      "postgres://user:password@host:5432/leads",
    ).optional(),
    SMTP_URL: url(["smtp:", "smtps:"], "smtps://user:password@smtp.example.in:465").optional(),
    LEADS_NOTIFY_EMAIL: emailAddress.optional(),
    LEADS_FROM_EMAIL: emailAddress.optional(),
    LEADS_WEBHOOK_URL: url(["https:", "http:"], "https://hooks.example.in/leads").optional(),
    LEADS_WEBHOOK_SECRET: z
      .string()
      .min(16, { message: "must be at least 16 characters (a random string)" })
      .optional(),
    // Decision 023: quotes are limited per contact, and per address only in bursts.
    LEADS_LIMIT_CONTACT_PER_HOUR: wholeNumber.default(5),
    LEADS_LIMIT_ADDRESS_PER_10_MIN: wholeNumber.default(20),
    // The old per-address hourly limit: refused, so that an old .env does not keep a setting
    // that is silently no longer read.
    LEADS_RATE_LIMIT: z
      .never({
        message:
          "is no longer read: set LEADS_LIMIT_CONTACT_PER_HOUR and LEADS_LIMIT_ADDRESS_PER_10_MIN " +
          "instead (0 turns each off; docs/configuration.md)",
      })
      .optional(),
    TRUST_PROXY: flag.default(false),
    PUBLIC_ORIGIN: url(["https:", "http:"], "https://www.example.in").optional(),
    // Decision 030: the end-to-end tests' stand-in push service, the one exception to phone
    // alerts' public-address rule; an origin alone, so nothing beside it is let through.
    PUSH_TEST_ORIGIN: url(["http:", "https:"], "http://127.0.0.1:4575")
      .refine(isOriginAlone, {
        message: "must be an origin alone (scheme, host and port), like http://127.0.0.1:4575",
      })
      .transform((value) => new URL(value).origin)
      .optional(),
  })
  .superRefine((value, context) => {
    const requires = (present: keyof typeof value, needed: keyof typeof value, why: string) => {
      if (value[present] !== undefined && value[needed] === undefined) {
        context.addIssue({ code: "custom", path: [needed], message: `must be set ${why}` });
      }
    };
    requires("SMTP_URL", "LEADS_NOTIFY_EMAIL", "when SMTP_URL is (the address that gets leads)");
    requires("LEADS_NOTIFY_EMAIL", "SMTP_URL", "when LEADS_NOTIFY_EMAIL is (the mail server)");
    requires(
      "LEADS_WEBHOOK_URL",
      "LEADS_WEBHOOK_SECRET",
      "when LEADS_WEBHOOK_URL is (it signs each call)",
    );
  });

export type LeadSettings = {
  dataDir: string;
  databaseUrl?: string;
  email?: { smtpUrl: string; to: string; from: string };
  webhook?: { url: string; secret: string };
  /**
   * How many quotes are accepted (app/leads/quote-limits.server.ts); 0 turns a limit off.
   * Each is a rate: up to that many at once, then one more every window / limit.
   */
  quoteLimits: {
    /** Quotes per hour from one email address, and from one WhatsApp number. */
    contactPerHour: number;
    /** Quotes per 10 minutes from one IP address (an IPv6 /64), whatever the contacts. */
    addressPer10Min: number;
  };
  /** Take the visitor's address and protocol from the proxy's X-Forwarded-* headers. */
  trustProxy: boolean;
  /** Where links in notifications point (the site config's origin by default). */
  publicOrigin?: string;
  /**
   * The one origin phone alerts may go to outside the public internet: the end-to-end tests'
   * push service on loopback. Never set in production; the server warns at start when it is.
   */
  pushTestOrigin?: string;
};

export class SettingsError extends Error {}

/** The settings, or a SettingsError listing every bad variable by name. */
export function readSettings(source: NodeJS.ProcessEnv = process.env): LeadSettings {
  // An empty variable (`SMTP_URL=` in a .env file) means "not set".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = env.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")} ${issue.message}`);
    throw new SettingsError(`The server's settings need fixing:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  return {
    dataDir: resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    email:
      value.SMTP_URL && value.LEADS_NOTIFY_EMAIL
        ? {
            smtpUrl: value.SMTP_URL,
            to: value.LEADS_NOTIFY_EMAIL,
            from: value.LEADS_FROM_EMAIL ?? value.LEADS_NOTIFY_EMAIL,
          }
        : undefined,
    webhook:
      value.LEADS_WEBHOOK_URL && value.LEADS_WEBHOOK_SECRET
        ? { url: value.LEADS_WEBHOOK_URL, secret: value.LEADS_WEBHOOK_SECRET }
        : undefined,
    quoteLimits: {
      contactPerHour: value.LEADS_LIMIT_CONTACT_PER_HOUR,
      addressPer10Min: value.LEADS_LIMIT_ADDRESS_PER_10_MIN,
    },
    trustProxy: value.TRUST_PROXY,
    publicOrigin: value.PUBLIC_ORIGIN,
    pushTestOrigin: value.PUSH_TEST_ORIGIN,
  };
}
