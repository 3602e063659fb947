/**
 * The agency's own constants: the one file an agency edits to make the site its own.
 * Every value shipped is a sample: entries say so with `sample: true` (and are labelled
 * "Sample" on the page), contact details use example.com and a sample number. `npm run build`
 * lists every sample left; `npm run build -- --strict` fails while any remain
 * (scripts/build/sample-content.ts, README "Configuration").
 *
 * The site is built in English, Marathi and Hindi (docs/decisions/028-languages-built-apart.md):
 * a text a visitor reads in a sentence (a founder's role, a project's summary, the hosting
 * provider) is given in each language, `{ en, mr, hi }`, and the city in English (`city`) and in
 * Marathi and Hindi (`cityIn`). Names and the postal address stay as written.
 */

import type { SiteLanguage } from "./language-list.ts";

/** The languages but English, in which the city has its own name. */
type TranslatedLanguage = Exclude<SiteLanguage, "en">;

// `sample: true` marks an entry as sample content: shown with a "Sample" label, listed by the
// build, refused by a strict build.

/**
 * A text visitors read, as each language's pages write it: English, Marathi and Hindi. Written
 * for the reader, not word for word; names of people, businesses and products stay as written
 * (content/glossary.yaml keeps the site's words).
 */
export type Localized = Record<SiteLanguage, string>;

/**
 * `photo` names an illustrated portrait in artwork/portraits/ (rendered by
 * scripts/artwork/render-artwork.ts). The name is the same in every language; the role is not.
 */
export type Founder = {
  sample?: true;
  name: string;
  role: Localized;
  photo: `portraits/${string}`;
};
/** The name is the project's own, as written; the summary a line in each language. */
export type Project = { sample?: true; name: string; url: string; summary: Localized };

/** Who runs the site, as a visitor and a regulator expect to find it. */
export type Business = {
  sample?: true;
  /** The registered name, as on invoices and the GST registration. */
  legalName: string;
  address: {
    street: string;
    locality: string;
    /** Usually the same as `city` above. */
    city: string;
    state: string;
    /** Six-digit PIN code. */
    postalCode: string;
  };
  /** The 15-character GSTIN, when registered. */
  gstin?: string;
  /** The Google Business Profile's share link (maps.app.goo.gl/… or g.page/…). */
  googleBusinessProfile: string;
};

/** How prices are stated: the same note beside every price list and in the JSON-LD offers. */
export type Pricing = {
  /** Whether the prices shown include GST. */
  gstIncluded: boolean;
  /** The GST rate that applies to these services, in percent (18 for most marketing work). */
  gstRatePercent: number;
};

/** The promises the site makes; the copy states these values and nothing more. */
export type Commitments = {
  sample?: true;
  /** How soon every enquiry is answered, in working days. */
  replyWorkingDays: number;
  /** Weeks to deliver a Professional Website once its text and photos are in. */
  websiteWeeks: number;
  /** Notice to pause or stop a monthly service, in days. */
  noticeDays: number;
};

/** A Google Form that receives quotes: the form's id and its questions' entry ids. */
export type GoogleForm = {
  /** The id in https://docs.google.com/forms/d/e/<formId>/viewform */
  formId: string;
  /** entry.<id> field names of the Google Form's questions. */
  entryIds: { name: string; whatsapp: string; service: string; message: string };
};

export type QuoteFormSettings =
  | {
      /** The site's own server stores each quote (`npm start`; README "Leads"). */
      transport: "inbox";
      /** Also forward each stored quote to this Google Form, server to server. */
      forwardToGoogleForm?: GoogleForm;
    }
  | { transport: "google-forms"; formId: GoogleForm["formId"]; entryIds: GoogleForm["entryIds"] }
  | {
      transport: "http-endpoint";
      /** A Formspree-style endpoint that answers 2xx on success. */
      url: string;
    };

/**
 * What the privacy notice (/privacy) states, so the page, the server's retention and the
 * lead store read the same facts. Change `noticeVersion` whenever the notice's facts change.
 */
export type PrivacySettings = {
  sample?: true;
  /** The date the notice last changed (YYYY-MM-DD): its version, stored with each lead. */
  noticeVersion: string;
  /** Months a quote request is kept; then the server deletes it. */
  leadRetentionMonths: number;
  /** Days a request the server filed as spam is kept; then it is deleted. */
  spamRetentionDays: number;
  /**
   * Days each page view is kept as it came (its page, source, device and the day's hash of its
   * visitor); then only its day's counts remain, kept as long as the leads (app/visits).
   */
  visitEventDays: number;
  /** Days to answer a request about one's data (the DPDP Rules 2025 allow at most 90). */
  requestReplyDays: number;
  /**
   * Who hosts the site and the server that stores quotes, as the notice names them in each
   * language: the company's name as written, and where its servers are in the language.
   */
  hostingProvider: Localized;
  /** Who delivers the emails that tell the owner about a new quote (the SMTP provider). */
  emailProvider: string;
  /** The service the server's webhook sends each quote to (LEADS_WEBHOOK_URL), if one. */
  webhookService?: string;
  /** Who answers questions and complaints about personal data (DPDP Rules 2025, rule 9). */
  grievanceOfficer: { name: string; email: string };
};

export type SiteConfig = {
  name: string;
  /** The city in English: the English pages' sentences, the page titles, search engines. */
  city: string;
  /**
   * `city` as the Marathi and Hindi pages write it, uninflected ("पुणे"): their messages put it
   * where any city's name reads right ("पुणे येथील", "पुणे में"), since they cannot inflect it.
   */
  cityIn: Record<TranslatedLanguage, string>;
  /** One line on what the agency does: the JSON-LD's description, the web app manifest's. */
  tagline: Localized;
  /** International format; the digits are used for https://wa.me/<digits>. */
  phone: string;
  email: string;
  /** Absolute origin the site is deployed at, without a trailing slash. */
  origin: string;
  founders: readonly [Founder, Founder];
  social: { instagram: string; linkedin: string; facebook: string };
  projects: readonly Project[];
  business: Business;
  pricing: Pricing;
  commitments: Commitments;
  quoteForm: QuoteFormSettings;
  privacy: PrivacySettings;
};

export const siteConfig = {
  name: "Marigold Digital",
  city: "Pune",
  cityIn: { mr: "पुणे", hi: "पुणे" },
  tagline: {
    en: "Digital marketing and websites that make small businesses look big.",
    mr: "छोट्या व्यवसायांना मोठे दिसायला मदत करणारे डिजिटल मार्केटिंग आणि वेबसाइट.",
    hi: "डिजिटल मार्केटिंग और वेबसाइट, जो छोटे बिज़नेस को बड़ा दिखाएँ।",
  },
  phone: "+91 98765 43210",
  email: "hello@example.com",
  origin: "https://www.example.com",
  founders: [
    {
      name: "Aarav Mehta",
      role: { en: "Founder", mr: "संस्थापक", hi: "फ़ाउंडर" },
      photo: "portraits/founder-1",
      sample: true,
    },
    {
      name: "Diya Kulkarni",
      role: { en: "Founder", mr: "संस्थापक", hi: "फ़ाउंडर" },
      photo: "portraits/founder-2",
      sample: true,
    },
  ],
  social: {
    instagram: "https://www.instagram.com/example",
    linkedin: "https://www.linkedin.com/company/example",
    facebook: "https://www.facebook.com/example",
  },
  projects: [
    {
      name: "Chai Corner Café",
      url: "https://example.com/chai-corner",
      summary: {
        en: "Menu site with online table booking",
        mr: "मेन्यू आणि ऑनलाइन टेबल बुकिंग असलेली वेबसाइट",
        hi: "मेन्यू और ऑनलाइन टेबल बुकिंग वाली वेबसाइट",
      },
      sample: true,
    },
    {
      name: "Smile Studio Dental",
      url: "https://example.com/smile-studio",
      summary: {
        en: "Clinic website with appointment requests",
        mr: "क्लिनिकची वेबसाइट, जिथून अपॉइंटमेंटची विनंती पाठवता येते",
        hi: "क्लिनिक की वेबसाइट, जिससे अपॉइंटमेंट का अनुरोध भेजा जा सकता है",
      },
      sample: true,
    },
    {
      name: "Threadline Boutique",
      url: "https://example.com/threadline",
      summary: {
        en: "Online catalogue for a fashion label",
        mr: "फॅशन ब्रँडसाठी ऑनलाइन कॅटलॉग",
        hi: "फ़ैशन ब्रांड के लिए ऑनलाइन कैटलॉग",
      },
      sample: true,
    },
    {
      name: "Brightpath Academy",
      url: "https://example.com/brightpath",
      summary: {
        en: "Admissions site for a coaching institute",
        mr: "कोचिंग क्लासच्या प्रवेशांसाठी वेबसाइट",
        hi: "कोचिंग संस्थान के एडमिशन के लिए वेबसाइट",
      },
      sample: true,
    },
    {
      name: "Nestwell Interiors",
      url: "https://example.com/nestwell",
      summary: {
        en: "Portfolio site for an interior studio",
        mr: "इंटिरियर डिझाइन स्टुडिओसाठी पोर्टफोलिओ वेबसाइट",
        hi: "इंटीरियर डिज़ाइन स्टूडियो के लिए पोर्टफ़ोलियो वेबसाइट",
      },
      sample: true,
    },
  ],
  business: {
    legalName: "Marigold Digital Services LLP",
    address: {
      street: "Office 4, Sample Building, Example Road",
      locality: "Baner",
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411045",
    },
    googleBusinessProfile: "https://maps.app.goo.gl/example",
    sample: true,
  },
  pricing: { gstIncluded: false, gstRatePercent: 18 },
  commitments: { replyWorkingDays: 1, websiteWeeks: 2, noticeDays: 30, sample: true },
  quoteForm: { transport: "inbox" },
  privacy: {
    noticeVersion: "2026-12-07",
    leadRetentionMonths: 24,
    spamRetentionDays: 30,
    visitEventDays: 30,
    requestReplyDays: 30,
    hostingProvider: {
      en: "Sample Hosting Pvt. Ltd. (servers in Mumbai, India)",
      mr: "Sample Hosting Pvt. Ltd. (सर्व्हर मुंबई, भारत येथे)",
      hi: "Sample Hosting Pvt. Ltd. (सर्वर मुंबई, भारत में)",
    },
    emailProvider: "Sample Mail Services Pvt. Ltd.",
    grievanceOfficer: { name: "Aarav Mehta", email: "privacy@example.com" },
    sample: true,
  },
} as const satisfies SiteConfig;

/** Digits of the phone number, as wa.me links want them. */
export const whatsappNumber = siteConfig.phone.replace(/\D/g, "");

/** The phone number as a tap-to-call link. */
export const telUrl = `tel:${siteConfig.phone.replace(/\s/g, "")}`;

/** The privacy notice shown now: sent with each quote and stored with the lead. */
export const PRIVACY_NOTICE_VERSION: string = siteConfig.privacy.noticeVersion;
