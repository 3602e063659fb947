import type { SendMailOptions } from "nodemailer";

import type { Lead } from "#app/db/schema.server.ts";
import { FIELD_LABELS, QUOTE_FIELDS } from "#app/site/quote-fields.ts";
import { ENGLISH_NAMES, siteLanguage } from "#app/site/site-languages.ts";
import { attributionFacts, leadLanguageLabel, leadLinks } from "./lead-links.ts";
import { escapeHtml } from "#app/lib/escape-xml.ts";
import { IST_OFFSET_MS } from "#app/site/india-time.ts";

/*
 * The email the owner gets for a new lead. Everything in it but the configured addresses
 * comes from a stranger on the internet, so: the visitor's text goes into the HTML escaped,
 * into no header except the Reply-To (cleaned of line breaks, so it cannot start a header of
 * its own), and the subject names only the service (and the language of the page it was
 * sent from, when not English: the owner answers in it).
 */

export type LeadEmailOptions = {
  /** The configured sender and recipient (LEADS_FROM_EMAIL, LEADS_NOTIFY_EMAIL). */
  from: string;
  to: string;
  /** Where the site is served: the inbox link points there. */
  origin: string;
  /** The agency's name, for the sender's display name and the WhatsApp greeting. */
  siteName: string;
  /** The notification this email is (its outbox row): the Message-ID is made from it. */
  notificationId: string;
};

/**
 * The email's Message-ID: the notification's id at the site's host, the same on every attempt
 * (`<0b6f9a52-…@www.example.in>`). Delivery is at least once (decision 018); a repeat keeps
 * this Message-ID, so a mail server or client that drops duplicates shows it once, and any
 * other shows it as the same message again. A UUID and a host: no personal data.
 */
export function notificationMessageId(notificationId: string, origin: string): string {
  return `<${notificationId}@${new URL(origin).hostname}>`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A time as the owner in Pune reads it: "Sat 14 Mar 2026, 10:30 IST" (Asia/Kolkata). */
export function formatIst(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    `${WEEKDAYS[ist.getUTCDay()]} ${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ` +
    `${ist.getUTCFullYear()}, ${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())} IST`
  );
}

/**
 * Text fit for a header: control characters (CR and LF above all, which would end the
 * header and start another) and Unicode line separators become spaces.
 */
export function headerSafe(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

type Row = [label: string, value: string];

/**
 * What the visitor sent, in the order the form asks it (the message is set apart), and the
 * language of their page unless English.
 */
function visitorRows(lead: Lead): Row[] {
  const language = leadLanguageLabel(lead);
  return [
    // Every answer but the message, which follows on its own (the contract's labels).
    ...QUOTE_FIELDS.filter((field) => field !== "message").map((field): Row => [
      FIELD_LABELS[field],
      lead[field],
    ]),
    ...(language ? [["Language", language] satisfies Row] : []),
  ];
}

/** Where the visit came from: its source (Direct when nothing was recorded), then what was. */
function attributionRows(lead: Lead): Row[] {
  const recorded = attributionFacts(lead);
  return recorded.filter((row): row is Row => Boolean(row[1]));
}

/** The nodemailer message for a new lead. */
export function leadEmailMessage(lead: Lead, options: LeadEmailOptions): SendMailOptions {
  const links = leadLinks(lead, options.origin, options.siteName);
  const received = formatIst(lead.createdAt);
  const attribution = attributionRows(lead);
  const language = siteLanguage(lead.language);
  const subject =
    `New quote request: ${headerSafe(lead.service)}` +
    (language === "en" ? "" : ` (${ENGLISH_NAMES[language]})`);

  const text = [
    `New quote request from the ${options.siteName} website.`,
    "",
    ...visitorRows(lead).map(([label, value]) => `${label}: ${value}`),
    `${FIELD_LABELS.message}:`,
    lead.message,
    "",
    `Received: ${received}`,
    "",
    "Where the visit came from:",
    ...attribution.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open in the inbox: ${links.inboxUrl}`,
    `Reply on WhatsApp: ${links.whatsappUrl}`,
    `Call: ${links.telUrl}`,
    "Or reply to this email to answer by email.",
    "",
  ].join("\n");

  const tableRows = (rows: Row[]) =>
    rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th>` +
          `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join("\n");
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

  // The referrer and landing page are shown as text, never as links: the visitor chose them.
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:sans-serif;font-size:15px;line-height:1.4">',
    `<p>New quote request from the ${escapeHtml(options.siteName)} website.</p>`,
    "<table>",
    tableRows(visitorRows(lead)),
    "</table>",
    `<p><strong>${FIELD_LABELS.message}</strong></p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p>Received: ${escapeHtml(received)}</p>`,
    "<p><strong>Where the visit came from</strong></p>",
    `<table>\n${tableRows(attribution)}\n</table>`,
    "<p>",
    `${link(links.inboxUrl, "Open in the inbox")} · ${link(links.whatsappUrl, "Reply on WhatsApp")} · ` +
      link(links.telUrl, "Call"),
    "</p>",
    "<p>Or reply to this email to answer by email.</p>",
    "</body></html>",
    "",
  ].join("\n");

  return {
    from: { name: headerSafe(`${options.siteName} website`), address: headerSafe(options.from) },
    to: headerSafe(options.to),
    replyTo: { name: headerSafe(lead.name), address: headerSafe(lead.email) },
    messageId: notificationMessageId(options.notificationId, options.origin),
    subject,
    text,
    html,
  };
}
