// `node scripts/lib/seed-leads.ts --count 100000 [--data-dir DIR] [--seed 1]`: fills a lead
// store with made-up, realistic leads, to try the inbox (or bench it, scripts/bench/inbox.ts)
// at the size a busy agency reaches in a few years. Writes to the PostgreSQL database at
// DATABASE_URL when it is set, else to the embedded store in --data-dir (the server's DATA_DIR,
// ./data by default; stop the server first: the folder is locked while it runs).
//
// The leads look like the ones the quote form stores: Indian names in Latin and Devanagari
// letters, numbers typed every way people type them, messages in English, Marathi and Hindi,
// statuses spread as an owner leaves them (recent ones new, older ones handled), dates over 24
// months and about 5% spam among the last 30 days' leads (the server deletes older spam). The
// same seed gives the same leads, ids and dates aside.
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import { dedupeKeyOf } from "#app/leads/index.server.ts";
import { seededRandom } from "#app/lib/seeded-random.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { leads, type LeadStatus, type NewLead } from "#app/db/schema.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore, type Db } from "#app/db/store.server.ts";
import { FORM_SERVICES } from "#app/site/service-lists.ts";
import { DEFAULT_DATA_DIR } from "#app/site/data-folder.ts";

/** Rows per INSERT: 20 columns each stays far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far back the leads go: the 24 months the server keeps (site config, privacy), less ten
 * days, so that a store seeded once and reused for a few days keeps every lead when a server
 * starts on it (its retention check deletes older ones at start).
 */
const SPAN_DAYS = 720;
/** Spam is kept this many days (the same check deletes older spam): none is seeded older. */
const SPAM_KEPT_DAYS = siteConfig.privacy.spamRetentionDays;

/** Numbers in [0, 1): the app's seeded generator (seededRandom), so a seed gives the same leads. */
type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** One of `choices`, each as likely as its weight. */
export function weighted<T>(random: Random, choices: readonly [T, number][]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (choices.at(-1) as [T, number])[0];
}

/** [Latin, Devanagari] */
const FIRST_NAMES = [
  ["Aarav", "आरव"],
  ["Ananya", "अनन्या"],
  ["Vivaan", "विवान"],
  ["Diya", "दिया"],
  ["Arjun", "अर्जुन"],
  ["Ishaan", "ईशान"],
  ["Saanvi", "सान्वी"],
  ["Aditi", "अदिती"],
  ["Rohan", "रोहन"],
  ["Priya", "प्रिया"],
  ["Sneha", "स्नेहा"],
  ["Omkar", "ओंकार"],
  ["Pranav", "प्रणव"],
  ["Tanvi", "तन्वी"],
  ["Shreya", "श्रेया"],
  ["Siddharth", "सिद्धार्थ"],
  ["Neha", "नेहा"],
  ["Rahul", "राहुल"],
  ["Pooja", "पूजा"],
  ["Kunal", "कुणाल"],
  ["Meera", "मीरा"],
  ["Aniket", "अनिकेत"],
  ["Gauri", "गौरी"],
  ["Tejas", "तेजस"],
  ["Mrunal", "मृणाल"],
  ["Sakshi", "साक्षी"],
  ["Yash", "यश"],
  ["Ketaki", "केतकी"],
  ["Nikhil", "निखिल"],
  ["Swati", "स्वाती"],
] as const;

const SURNAMES = [
  ["Kulkarni", "कुलकर्णी"],
  ["Deshpande", "देशपांडे"],
  ["Joshi", "जोशी"],
  ["Patil", "पाटील"],
  ["Jadhav", "जाधव"],
  ["Pawar", "पवार"],
  ["Shinde", "शिंदे"],
  ["Deshmukh", "देशमुख"],
  ["Gokhale", "गोखले"],
  ["Apte", "आपटे"],
  ["Bhosale", "भोसले"],
  ["Sharma", "शर्मा"],
  ["Gupta", "गुप्ता"],
  ["Mehta", "मेहता"],
  ["Shah", "शाह"],
  ["More", "मोरे"],
  ["Kale", "काळे"],
  ["Chavan", "चव्हाण"],
  ["Iyer", "अय्यर"],
  ["Nair", "नायर"],
] as const;

const MAIL_DOMAINS = ["gmail.com", "gmail.com", "gmail.com", "yahoo.co.in", "outlook.com"];
const AREAS = ["Kothrud", "Baner", "Aundh", "Hinjewadi", "Viman Nagar", "Koregaon Park", "Wakad"];
const BUSINESSES = [
  ["bakery", "sweetcrumbs"],
  ["dental clinic", "smilecare"],
  ["cafe", "chaiadda"],
  ["salon", "glowstudio"],
  ["CA firm", "ledgerwise"],
  ["coaching classes", "brightminds"],
  ["boutique", "sareesutra"],
  ["restaurant", "misalhouse"],
  ["gym", "ironpulse"],
  ["real estate agency", "punehomes"],
] as const;

const REQUESTS: Record<string, readonly string[]> = {
  "Website Creation": [
    "We need a website for our {biz} in {area}.",
    "Looking for an e-commerce website for my {biz}. Budget around ₹{budget}.",
    "Our current website is old and slow on mobile, we want a redesign.",
    "आमच्या {area} मधील व्यवसायासाठी वेबसाइट हवी आहे.",
    "मुझे अपने {biz} के लिए वेबसाइट चाहिए, कृपया कोटेशन भेजें।",
  ],
  "Social Media Management / Marketing": [
    "Need someone to manage Instagram and Facebook for our {biz}.",
    "Can you handle our social media posts and reels every month? We are in {area}.",
    "इंस्टाग्राम पेज मैनेज करने का मासिक खर्च बताइए।",
  ],
  "Software Creation": [
    "We need billing software for our {biz} with GST invoices.",
    "Looking for an app to book appointments at our {biz} in {area}.",
    "आम्हाला स्टॉक आणि बिलिंगसाठी सॉफ्टवेअर हवे आहे.",
  ],
  "Facebook / Instagram Ads": [
    "Want to run Instagram ads for Diwali offers at our {biz} in {area}.",
    "Our Facebook ads are not getting leads, can you take over? Budget ₹{budget} a month.",
    "दिवाळीसाठी फेसबुक जाहिराती चालवायच्या आहेत.",
  ],
};

const ENDINGS = ["", "", " Please call after 6 pm.", " WhatsApp is best.", " Urgent, please."];

const SPAM = [
  ["Eric Jones", "I noticed your website could rank higher. 1000 backlinks for $49, reply now."],
  ["Crypto Desk", "Earn 300% returns in 30 days, join our trading group http://bit.ly/x"],
  ["SEO Expert", "Hello, I am interested in your services. Please visit our site for SEO deals."],
] as const;

const PAGES = ["/", "/", "/services/website-creation", "/contact", "/pricing", "/blogs/hotel"];
const CAMPAIGNS = [
  ["google", "cpc", "web-design-pune"],
  ["instagram", "social", "diwali-offer"],
  ["facebook", "paid", "leads-q3"],
];
const REFERRERS: [string | null, number][] = [
  ["https://www.google.com/", 40],
  ["https://www.instagram.com/", 15],
  ["https://m.facebook.com/", 10],
  [null, 35],
];

/** Handled statuses of leads older than a week, as an owner leaves them. */
const HANDLED: [LeadStatus, number][] = [
  ["new", 8],
  ["contacted", 30],
  ["quote-sent", 20],
  ["won", 17],
  ["lost", 25],
];

/** A 10-digit Indian mobile number, typed one of the ways people type it. */
function phone(random: Random) {
  const digits =
    String(6 + Math.floor(random() * 4)) + String(Math.floor(random() * 1e9)).padStart(9, "0");
  const [head, tail] = [digits.slice(0, 5), digits.slice(5)];
  return weighted(random, [
    [`+91 ${head} ${tail}`, 40],
    [digits, 30],
    [`+91${digits}`, 15],
    [`0${head} ${tail}`, 10],
    [`+91-${head}-${tail}`, 5],
  ]);
}

function fill(template: string, biz: string, random: Random) {
  return template
    .replace("{biz}", biz)
    .replace("{area}", pick(random, AREAS))
    .replace("{budget}", String((2 + Math.floor(random() * 20)) * 5000));
}

/**
 * One made-up lead, received at `createdAt`.
 * @param now the moment the store is seeded: leads of the last week are mostly new
 * @param services the form's services
 */
export function fakeLead(
  random: Random,
  createdAt: Date,
  now: Date,
  services: readonly string[],
): NewLead {
  const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
  const service = pick(random, services);
  // About 5% of what arrives is spam; what the server would have deleted is not seeded.
  const isSpam = random() < 0.05 && ageDays < SPAM_KEPT_DAYS;
  const [first, firstDevanagari] = pick(random, FIRST_NAMES);
  const [last, lastDevanagari] = pick(random, SURNAMES);
  const [biz, slug] = pick(random, BUSINESSES);
  const nameStyle = weighted(random, [
    ["latin", 80],
    ["devanagari", 15],
    ["first", 5],
  ]);
  const [spamName, spamMessage] = pick(random, SPAM);
  const name = isSpam
    ? spamName
    : nameStyle === "devanagari"
      ? `${firstDevanagari} ${lastDevanagari}`
      : nameStyle === "first"
        ? first.toLowerCase()
        : `${first} ${last}`;
  const number = Math.floor(random() * 100);
  const email = isSpam
    ? `offers${number}@mailer-${Math.floor(random() * 1000)}.xyz`
    : random() < 0.15
      ? `info@${slug}.in`
      : `${first}.${last}${number < 40 ? number : ""}@${pick(random, MAIL_DOMAINS)}`.toLowerCase();
  const requests = REQUESTS[service] ?? ["Please send a quote for your {biz} packages."];
  const message = isSpam
    ? spamMessage
    : fill(pick(random, requests), biz, random) + pick(random, ENDINGS);
  const campaign = random() < 0.3 ? pick(random, CAMPAIGNS) : undefined;
  const [utmSource, utmMedium, utmCampaign] = campaign ?? [null, null, null];
  const pagePath = pick(random, PAGES);
  const status = isSpam
    ? "spam"
    : ageDays < 7 && random() < 0.7
      ? "new"
      : weighted(random, HANDLED);
  // Drawn after every other field, so the rest of a seeded lead is what it was before.
  // Answered leads were answered minutes to two days after they came (most within hours);
  // about one open lead in five has a next step, from ten days ago to ten days ahead.
  const responseMinutes = Math.round(5 + random() ** 3 * 2880);
  const answered = !isSpam && status !== "new";
  const open = status === "new" || status === "contacted" || status === "quote-sent";
  const hasNextStep = open && random() < 0.2;
  const nextStepAt = new Date(now.getTime() + (random() - 0.5) * 20 * DAY_MS);
  // Won work is worth ₹10,000 to about ₹2,50,000 (most near the low end), in round thousands;
  // one won lead in six was left without a value, as a busy team leaves some.
  const valueDraw = random();
  const wonValue =
    status === "won" && valueDraw < 5 / 6 ? 10_000 + Math.round(valueDraw ** 2 * 350) * 1000 : null;
  // Drawn where it always was, so that a seed still gives the same leads.
  const whatsapp = isSpam ? String(Math.floor(random() * 1e10)).padStart(10, "0") : phone(random);
  return {
    id: randomUUID(),
    createdAt,
    name,
    email,
    whatsapp,
    service,
    message,
    status,
    spamReason: isSpam ? "too-fast" : null,
    dedupeKey: dedupeKeyOf({ name, email, whatsapp, service, message }),
    pagePath,
    landingPage: campaign
      ? `/?utm_source=${utmSource}&utm_medium=${utmMedium}&utm_campaign=${utmCampaign}`
      : pagePath,
    referrer: weighted(random, REFERRERS),
    utmSource,
    utmMedium,
    utmCampaign,
    utmTerm: null,
    utmContent: null,
    privacyNoticeVersion: ageDays < 30 ? "2026-11-01" : "2025-01-15",
    privacyNoticeShownAt: new Date(createdAt.getTime() - (30 + Math.floor(random() * 600)) * 1000),
    firstResponseAt: answered ? new Date(createdAt.getTime() + responseMinutes * 60_000) : null,
    nextStep: hasNextStep ? pick(random, NEXT_STEPS) : null,
    nextStepAt: hasNextStep ? nextStepAt : null,
    wonValue,
  };
}

/** Next steps an owner writes. */
const NEXT_STEPS = [
  "Call about the menu pages",
  "Send the quote",
  "Follow up on WhatsApp",
  "Show the sample designs",
  "Ask for the logo files",
] as const;

/**
 * Inserts `count` made-up leads into the store, INSERT_BATCH rows per statement.
 * @returns how many were inserted
 */
export async function seedLeads(
  db: Db,
  {
    count,
    seed = 1,
    now = new Date(),
    assigneeId,
    onProgress,
  }: {
    count: number;
    seed?: number;
    now?: Date;
    /**
     * An account that gets every other lead (spam apart), as in an agency of two that shares
     * its leads out. Assigned as they are inserted: an UPDATE of half the table afterwards
     * would leave as many dead rows, which the embedded store never vacuums away.
     */
    assigneeId?: string;
    onProgress?: (done: number) => void;
  },
): Promise<number> {
  const random = seededRandom(seed);
  const span = SPAN_DAYS * DAY_MS;
  const start = now.getTime() - span;
  for (let done = 0; done < count;) {
    const size = Math.min(INSERT_BATCH, count - done);
    // Oldest first, as a store fills: the table's rows lie in the order they were received,
    // which is what the list's index scans meet in a real store.
    const rows = Array.from({ length: size }, (_, index) => {
      const at = new Date(start + Math.floor(((done + index + random()) / count) * span));
      const lead = fakeLead(random, at, now, FORM_SERVICES);
      const assigned = assigneeId && (done + index) % 2 === 0 && lead.status !== "spam";
      return assigned ? { ...lead, assigneeId } : lead;
    });
    await db.insert(leads).values(rows);
    done += size;
    onProgress?.(done);
  }
  return count;
}

// Run from the command line (not imported by the bench).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "100000" },
      "data-dir": { type: "string", default: process.env.DATA_DIR ?? DEFAULT_DATA_DIR },
      seed: { type: "string", default: "1" },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) {
    console.error("--count must be a whole number above 0");
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = resolve(values["data-dir"]);
  const store = await openStore({ dataDir, databaseUrl, migrationsFolder: MIGRATIONS_FOLDER });
  const started = performance.now();
  try {
    await seedLeads(store.db, {
      count,
      seed: Number(values.seed),
      onProgress: (done) => {
        if (done % 10_000 === 0 || done === count) process.stdout.write(`\r${done} leads`);
      },
    });
  } finally {
    await store.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = databaseUrl ? "the DATABASE_URL database" : dataDir;
  console.log(`\n✔ ${count} leads written to ${where} in ${seconds} s`);
}
