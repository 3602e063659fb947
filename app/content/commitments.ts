import { countInWords } from "#app/lib/count-in-words.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { siteConfig, type Commitments } from "#app/site.config.ts";

// The promises the copy makes, written from the agency's configured commitments
// (siteConfig.commitments), so no page promises more than the agency has set.
const { replyWorkingDays, websiteWeeks, noticeDays }: Commitments = siteConfig.commitments;

const plural = (count: number, one: string, many: string) =>
  `${countInWords(count).toLowerCase()} ${count === 1 ? one : many}`;

/** "one working day", "two working days" (English only: withinReplyTime() is in every language). */
export const REPLY_TIME = plural(replyWorkingDays, "working day", "working days");
/** "two weeks". */
export const WEBSITE_DELIVERY = plural(websiteWeeks, "week", "weeks");
/** "30 days' notice". */
export const NOTICE = noticeDays === 0 ? "no notice" : `${noticeDays} days' notice`;

/** Days of notice to pause or stop a monthly service (0: none). */
export const NOTICE_DAYS = noticeDays;

/**
 * "one working day" in the build's language, to stand in a sentence ("We reply within
 * {replyTime}"): English in words, as REPLY_TIME; Marathi and Hindi in digits 0-9.
 */
export function replyTime(): string {
  if (getLocale() === "en") return REPLY_TIME;
  const count = String(replyWorkingDays);
  return replyWorkingDays === 1 ? m.home_working_day({ count }) : m.home_working_days({ count });
}

/**
 * "within one working day" in the build's language, to stand in a sentence ("A reply {within}").
 * English writes the count in words, as REPLY_TIME does; Marathi and Hindi in digits 0-9
 * (content/glossary.yaml), each with its own singular and plural.
 */
export function withinReplyTime(): string {
  const count =
    getLocale() === "en" ? countInWords(replyWorkingDays).toLowerCase() : String(replyWorkingDays);
  return replyWorkingDays === 1
    ? m.home_within_working_day({ count })
    : m.home_within_working_days({ count });
}
