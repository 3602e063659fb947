import { countInLanguage } from "#app/lib/count-in-words.ts";
import { m } from "#app/paraglide/messages.js";
import { siteConfig, type Commitments } from "#app/site/site.config.ts";

// The promises the copy makes, written from the agency's configured commitments
// (siteConfig.commitments), so no page promises more than the agency has set.
const { replyWorkingDays }: Commitments = siteConfig.commitments;

/**
 * "within one working day" in the page's language, to stand in a sentence ("A reply {within}",
 * "We call you {within}"), each language with its own singular and plural: the whole phrase,
 * because Marathi inflects the day after "within" (1 कामकाजाच्या दिवसात), English in words,
 * Marathi and Hindi in digits 0-9.
 */
export function withinReplyTime(): string {
  const count = countInLanguage(replyWorkingDays);
  return replyWorkingDays === 1
    ? m.home_within_working_day({ count })
    : m.home_within_working_days({ count });
}
