import { z } from "zod";

import type { Localized, SiteConfig } from "./site.config.ts";
import { ENGLISH_NAMES, type SiteLanguage } from "./language-list.ts";
import { GOOGLE_FORM_ENTRIES, type GoogleFormEntry } from "./quote-fields.ts";

/*
 * The rules for app/site/site.config.ts, checked when the site is built (react-router.config.ts).
 * Build-time only: no module that reaches the browser imports this file, so zod stays out of
 * the client bundles. Every message names the field, quotes the value found and shows a value
 * written correctly.
 */

const MAX_TAGLINE = 160;
const MAX_PROJECTS = 10;

/** A value as a message quotes it: strings in quotes (long ones cut), other values by kind. */
function show(value: unknown): string {
  if (typeof value === "string") {
    if (value.length <= 60) return JSON.stringify(value);
    return `${JSON.stringify(value.slice(0, 57))}… (${value.length} characters)`;
  }
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (value === null || typeof value !== "object") return String(value);
  return "an object";
}

/** `"98765" is not <what>; write it like <example>`, or `is missing; …` when absent. */
function problem(input: unknown, what: string, example: string): string {
  return input === undefined
    ? `is missing; it must be ${what}, like ${example}`
    : `${show(input)} is not ${what}; write it like ${example}`;
}

/** The same message as a zod error map, for type, format and length issues alike. */
const mustBe = (what: string, example: string) => (issue: { input?: unknown }) =>
  problem(issue.input, what, example);

function urlOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const isLocalhost = (url: URL) =>
  url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);

/** A string with something other than spaces in it, at most `max` characters. */
function text(what: string, example: string, max = Infinity) {
  const error = mustBe(what, example);
  return z.string({ error }).regex(/\S/, { error }).max(max, { error });
}

/** An object with exactly these fields; a missing or unknown field is named in the message. */
function fields<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const names = Object.keys(shape).join(", ");
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown field ${issue.keys.map((key) => `"${key}"`).join(", ")}; the fields are ${names}`
        : problem(issue.input, "an object", `{ ${names} }`),
  });
}

/** "English, Marathi and Hindi", "Marathi and Hindi". */
function listOf(names: readonly string[]): string {
  return names.length < 2
    ? names.join("")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

type InLanguagesRule = {
  /** At most this many characters in each language. */
  max?: number;
  /** Where the English is given instead, when it is not among the languages (`city`). */
  englishIn?: string;
};

/**
 * One text in each of the example's languages, `{ en, mr, hi }`: every language required, each
 * checked as `text` is, and a missing or empty one named with its language
 * (`founders.0.role.mr: is missing; it must be a role in Marathi, like "संस्थापक"`).
 */
function inLanguages<Given extends Partial<Record<SiteLanguage, string>>>(
  what: string,
  example: Given,
  { max = Infinity, englishIn }: InLanguagesRule = {},
) {
  const languages = Object.keys(example) as (keyof Given & SiteLanguage)[];
  const limit = Number.isFinite(max) ? `, in 1 to ${max} characters` : "";
  const shape = Object.fromEntries(
    languages.map((language) => [
      language,
      text(`${what} in ${ENGLISH_NAMES[language]}${limit}`, JSON.stringify(example[language]), max),
    ]),
  ) as { [Key in keyof Given]: ReturnType<typeof text> };
  const allNames = listOf(languages.map((language) => ENGLISH_NAMES[language]));
  const allCodes = listOf(languages.map((language) => `${language} (${ENGLISH_NAMES[language]})`));
  const written = `{ ${languages
    .map((language) => `${language}: ${JSON.stringify(example[language])}`)
    .join(", ")} }`;
  const english = englishIn ? `; the English is \`${englishIn}\`` : "";
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown language ${issue.keys.map((key) => `"${key}"`).join(", ")}; the languages are ${allCodes}${english}`
        : problem(issue.input, `${what} in ${allNames}`, written),
  });
}

/** A text in English, Marathi and Hindi (`Localized`). */
const localized = (what: string, example: Localized, max?: number) =>
  inLanguages(what, example, { max });

type WebAddressRule = {
  /** Host names allowed (any when absent), and the site's name for the message. */
  site?: { host: RegExp; name: string };
  /** Lets http://localhost… pass, for an endpoint under local test. */
  localhost?: boolean;
};

/** An absolute https:// URL, optionally on one site. */
function webAddress(example: string, { site, localhost = false }: WebAddressRule = {}) {
  const what = site ? `an https:// link to ${site.name}` : "an https:// web address";
  return z.string({ error: mustBe(what, example) }).refine(
    (value) => {
      const url = urlOf(value);
      if (!url || (url.protocol !== "https:" && !(localhost && isLocalhost(url)))) return false;
      return !site || site.host.test(url.hostname);
    },
    { error: mustBe(what, example) },
  );
}

const ORIGIN_EXAMPLE = `"https://www.youragency.in"`;

/** Scheme and host only (http only for localhost): canonical URLs are built on it. */
const origin = z
  .string({ error: mustBe("the site's address", ORIGIN_EXAMPLE) })
  .superRefine((value, ctx) => {
    const url = urlOf(value);
    const fault = !url
      ? "is not an absolute web address"
      : url.protocol !== "https:" && !isLocalhost(url)
        ? "does not start with https:// (only http://localhost may use http)"
        : value.endsWith("/")
          ? "ends with a slash"
          : url.pathname !== "/" || url.search || url.hash || url.username || url.password
            ? "has a path, query or fragment after the host"
            : undefined;
    if (fault) {
      const message = `${show(value)} ${fault}; write only the scheme and host, like ${ORIGIN_EXAMPLE}`;
      ctx.addIssue({ code: "custom", input: value, message });
    }
  });

const phoneError = mustBe("a phone number in international format", `"+91 98765 43210"`);

/** "+", then 10 to 15 digits, spaced or hyphenated as the agency likes (wa.me uses the digits). */
const phone = z
  .string({ error: phoneError })
  .refine(
    (value) => /^\+\d[\d -]*\d$/.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, "")),
    { error: phoneError },
  );

/** `sample: true` marks an entry the owner has not replaced yet; absent once it is real. */
const sample = z.literal(true, { error: mustBe("true, or left out", "sample: true") }).optional();

const founder = fields({
  sample,
  name: text("a name", `"Aarav Mehta"`),
  role: localized("a role", { en: "Founder", mr: "संस्थापक", hi: "फ़ाउंडर" }),
  photo: z.custom<`portraits/${string}`>(
    (value) => typeof value === "string" && /^portraits\/[a-z0-9][a-z0-9-]*$/.test(value),
    { error: mustBe("a portrait in artwork/portraits/", `"portraits/founder-1"`) },
  ),
});

const twoFounders = mustBe("a list of exactly two founders", "[{ name, role, photo }, { … }]");

const project = fields({
  sample,
  name: text("a project name", `"Chai Corner Café"`),
  url: webAddress(`"https://chaicorner.in"`),
  summary: localized("a one-line summary", {
    en: "Menu site with online table booking",
    mr: "मेन्यू आणि ऑनलाइन टेबल बुकिंग असलेली वेबसाइट",
    hi: "मेन्यू और ऑनलाइन टेबल बुकिंग वाली वेबसाइट",
  }),
});

const projectList = mustBe(
  `a list of 1 to ${MAX_PROJECTS} projects`,
  "[{ name, url, summary }, …]",
);

const business = fields({
  sample,
  legalName: text("the registered business name", `"Marigold Digital Services LLP"`),
  address: fields({
    street: text("a street address", `"Office 4, Sai Plaza, Baner Road"`),
    locality: text("a locality", `"Baner"`),
    city: text("a city", `"Pune"`),
    state: text("a state", `"Maharashtra"`),
    postalCode: z
      .string({ error: mustBe("a six-digit PIN code", `"411045"`) })
      .regex(/^[1-9]\d{5}$/, { error: mustBe("a six-digit PIN code", `"411045"`) }),
  }),
  gstin: z
    .string({ error: mustBe("a 15-character GSTIN", `"27ABCDE1234F1Z5"`) })
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, {
      error: mustBe("a 15-character GSTIN", `"27ABCDE1234F1Z5"`),
    })
    .optional(),
  googleBusinessProfile: webAddress(`"https://maps.app.goo.gl/AbCdEf123"`, {
    site: {
      host: /^(maps\.app\.goo\.gl|g\.page|www\.google\.com|maps\.google\.com|goo\.gl)$/,
      name: "Google Maps (the profile's share link)",
    },
  }),
});

/** A whole number from `min` to `max`. */
function count(what: string, example: string, min: number, max: number) {
  const error = mustBe(`${what} (a whole number from ${min} to ${max})`, example);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

const pricing = fields({
  gstIncluded: z.boolean({ error: mustBe("true or false", "false") }),
  gstRatePercent: count("the GST rate in percent", "18", 0, 28),
});

const commitments = fields({
  sample,
  replyWorkingDays: count("working days to reply", "1", 1, 10),
  websiteWeeks: count("weeks to deliver a website", "2", 1, 26),
  noticeDays: count("days of notice to stop a monthly service", "30", 0, 90),
});

function entryId(example: string) {
  const error = mustBe("a Google Forms entry id (digits only)", example);
  return z.string({ error }).regex(/^\d+$/, { error });
}

const formIdError = mustBe("a Google Forms id (letters, digits, - and _)", `"1FAIpQLSdX3k_7w-Qa9"`);

const googleForm = {
  formId: z.string({ error: formIdError }).regex(/^[A-Za-z0-9_-]+$/, { error: formIdError }),
  // One per question the quote's contract sends to a Google Form (app/site/quote-fields.ts).
  entryIds: fields(
    Object.fromEntries(
      GOOGLE_FORM_ENTRIES.map((entry, index) => [entry, entryId(`"${1_000_001 + index}"`)]),
    ) as Record<GoogleFormEntry, ReturnType<typeof entryId>>,
  ),
};

const quoteForm = z.discriminatedUnion(
  "transport",
  [
    fields({
      transport: z.literal("inbox"),
      forwardToGoogleForm: fields(googleForm).optional(),
    }),
    fields({ transport: z.literal("google-forms"), ...googleForm }),
    fields({
      transport: z.literal("http-endpoint"),
      url: webAddress(`"https://formspree.io/f/abcdwxyz"`, { localhost: true }),
    }),
  ],
  {
    // Reported at quoteForm.transport with the whole quoteForm object as input.
    error: (issue) => {
      const input: unknown = issue.input;
      const transport =
        input && typeof input === "object" ? Reflect.get(input, "transport") : input;
      return problem(
        transport,
        "a transport",
        `"inbox", "google-forms" (with formId and entryIds) or "http-endpoint" (with url)`,
      );
    },
  },
);

/** The DPDP Rules 2025 (rule 14) give a request about one's data an answer within 90 days. */
const MAX_REQUEST_REPLY_DAYS = 90;
const MAX_PROVIDER = 120;

/** A real calendar date written YYYY-MM-DD. */
function calendarDate(what: string, example: string) {
  const error = mustBe(what, example);
  return z
    .string({ error })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
    .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error,
    });
}

const privacy = fields({
  sample,
  noticeVersion: calendarDate("the date the notice last changed (YYYY-MM-DD)", `"2026-11-23"`),
  leadRetentionMonths: count("months to keep a quote request", "24", 1, 120),
  spamRetentionDays: count("days to keep a request filed as spam", "30", 1, 365),
  visitEventDays: count(
    "days to keep each page view before only its day's counts remain",
    "30",
    1,
    90,
  ),
  requestReplyDays: count(
    "days to answer a request about personal data",
    "30",
    1,
    MAX_REQUEST_REPLY_DAYS,
  ),
  hostingProvider: localized(
    "the hosting provider",
    {
      en: "Example Cloud Pvt. Ltd. (servers in Mumbai, India)",
      mr: "Example Cloud Pvt. Ltd. (सर्व्हर मुंबई, भारत येथे)",
      hi: "Example Cloud Pvt. Ltd. (सर्वर मुंबई, भारत में)",
    },
    MAX_PROVIDER,
  ),
  emailProvider: text(
    `the email provider, in 1 to ${MAX_PROVIDER} characters`,
    `"Example Mail Pvt. Ltd."`,
    MAX_PROVIDER,
  ),
  webhookService: text(
    `the webhook's service, in 1 to ${MAX_PROVIDER} characters`,
    `"Example Chat Inc."`,
    MAX_PROVIDER,
  ).optional(),
  grievanceOfficer: fields({
    name: text("a name", `"Aarav Mehta"`),
    email: z.email({ error: mustBe("an email address", `"privacy@youragency.in"`) }),
  }),
});

export const siteConfigSchema = fields({
  name: text("the agency's name", `"Marigold Digital"`),
  city: text("a city", `"Pune"`),
  cityIn: inLanguages("the city", { mr: "पुणे", hi: "पुणे" }, { englishIn: "city" }),
  tagline: localized(
    `a tagline of 1 to ${MAX_TAGLINE} characters`,
    {
      en: "Digital marketing and websites that make small businesses look big.",
      mr: "छोट्या व्यवसायांना मोठे दिसायला मदत करणारे डिजिटल मार्केटिंग आणि वेबसाइट.",
      hi: "डिजिटल मार्केटिंग और वेबसाइट, जो छोटे बिज़नेस को बड़ा दिखाएँ।",
    },
    MAX_TAGLINE,
  ),
  phone,
  email: z.email({ error: mustBe("an email address", `"hello@youragency.in"`) }),
  origin,
  founders: z.tuple([founder, founder], { error: twoFounders }).readonly(),
  social: fields({
    instagram: webAddress(`"https://www.instagram.com/youragency"`, {
      site: { host: /^(www\.)?instagram\.com$/, name: "instagram.com" },
    }),
    linkedin: webAddress(`"https://www.linkedin.com/company/youragency"`, {
      site: { host: /^(www\.)?linkedin\.com$/, name: "linkedin.com" },
    }),
    facebook: webAddress(`"https://www.facebook.com/youragency"`, {
      site: { host: /^(www\.)?facebook\.com$/, name: "facebook.com" },
    }),
  }),
  projects: z
    .array(project, { error: projectList })
    .min(1, { error: projectList })
    .max(MAX_PROJECTS, { error: projectList })
    .readonly(),
  business,
  pricing,
  commitments,
  quoteForm,
  privacy,
});

/** True only when A and B are the same type (each assignable to the other, optional fields too). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

/** Compile-time guard: `tsc` fails here as soon as the schema and SiteConfig drift apart. */
export type SchemaMatchesSiteConfig = Assert<Same<z.infer<typeof siteConfigSchema>, SiteConfig>>;

/**
 * Checks the site config and returns it, or throws one Error listing every problem, each
 * with its field path (`founders.1.name`) and a correct example.
 */
export function validateSiteConfig(config: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(config);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join(".") || "(the whole config)";
    return `  - ${field}: ${issue.message}`;
  });
  throw new Error(`site config (app/site/site.config.ts) is invalid:\n${problems.join("\n")}`);
}
