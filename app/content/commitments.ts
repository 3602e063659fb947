import { countInWords } from "#app/lib/count-in-words.ts";
import { siteConfig, type Commitments } from "#app/site.config.ts";

// The promises the copy makes, written from the agency's configured commitments
// (siteConfig.commitments), so no page promises more than the agency has set.
const { replyWorkingDays, websiteWeeks, noticeDays }: Commitments = siteConfig.commitments;

const plural = (count: number, one: string, many: string) =>
  `${countInWords(count).toLowerCase()} ${count === 1 ? one : many}`;

/** "one working day", "two working days". */
export const REPLY_TIME = plural(replyWorkingDays, "working day", "working days");
/** "two weeks". */
export const WEBSITE_DELIVERY = plural(websiteWeeks, "week", "weeks");
/** "30 days' notice". */
export const NOTICE = noticeDays === 0 ? "no notice" : `${noticeDays} days' notice`;
