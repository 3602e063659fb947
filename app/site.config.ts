/**
 * The agency's own constants: the one file an agency edits to make the site its own.
 * Every value below is a visibly sample value; `npm run build` warns until the
 * contact details are replaced (see app/site-config-check.ts and the README).
 */

/** `photo` names an illustrated portrait in artwork/portraits/ (rendered by scripts/artwork/render-artwork.js). */
export type Founder = { name: string; role: string; photo: `portraits/${string}` };
export type Project = { name: string; url: string; summary: string };

export type QuoteFormSettings =
  | {
      transport: "google-forms";
      /** The id in https://docs.google.com/forms/d/e/<formId>/viewform */
      formId: string;
      /** entry.<id> field names of the Google Form's questions. */
      entryIds: { name: string; whatsapp: string; service: string; message: string };
    }
  | {
      transport: "http-endpoint";
      /** A Formspree-style endpoint that answers 2xx on success. */
      url: string;
    };

export type SiteConfig = {
  name: string;
  city: string;
  tagline: string;
  /** International format; the digits are used for https://wa.me/<digits>. */
  phone: string;
  email: string;
  /** Absolute origin the site is deployed at, without a trailing slash. */
  origin: string;
  founders: readonly [Founder, Founder];
  social: { instagram: string; linkedin: string; facebook: string };
  projects: readonly Project[];
  quoteForm: QuoteFormSettings;
};

export const siteConfig = {
  name: "Marigold Digital",
  city: "Pune",
  tagline: "Digital marketing and websites that make small businesses look big.",
  phone: "+91 98765 43210",
  email: "hello@example.com",
  origin: "https://www.example.com",
  founders: [
    { name: "Aarav Mehta", role: "Founder", photo: "portraits/founder-1" },
    { name: "Diya Kulkarni", role: "Founder", photo: "portraits/founder-2" },
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
      summary: "Menu site with online table booking",
    },
    {
      name: "Smile Studio Dental",
      url: "https://example.com/smile-studio",
      summary: "Clinic website with appointment requests",
    },
    {
      name: "Threadline Boutique",
      url: "https://example.com/threadline",
      summary: "Online catalogue for a fashion label",
    },
    {
      name: "Brightpath Academy",
      url: "https://example.com/brightpath",
      summary: "Admissions site for a coaching institute",
    },
    {
      name: "Nestwell Interiors",
      url: "https://example.com/nestwell",
      summary: "Portfolio site for an interior studio",
    },
  ],
  quoteForm: {
    transport: "google-forms",
    formId: "1FAIpQLSdSampleFormIdReplaceWithYourOwn000000000000000",
    entryIds: { name: "1000001", whatsapp: "1000002", service: "1000003", message: "1000004" },
  },
} as const satisfies SiteConfig;

/** Digits of the phone number, as wa.me links want them. */
export const whatsappNumber = siteConfig.phone.replace(/\D/g, "");
