/*
 * The audit detail of the links ended with an account's removal or role change, written by the
 * server and read back into words by the audit page. Apart from the audit's words (which format
 * dates with the site's messages) so that the command-line tool, which removes accounts in a
 * production install without the compiled messages, can write it.
 */

/** "1 link", "3 links". */
export const linkCount = (count: number) => `${count} ${count === 1 ? "link" : "links"}`;

/** `priya@example.in (2 links)`. */
export const linksEndedDetail = (email: string, count: number) => `${email} (${linkCount(count)})`;

const LINKS_ENDED = /^(.+) \((\d+) links?\)$/;

/** The email and count a detail names; undefined when it is not one `linksEndedDetail` wrote. */
export function readLinksEndedDetail(
  detail: string | null,
): { email: string; count: number } | undefined {
  const [, email, count] = detail?.match(LINKS_ENDED) ?? [];
  return email ? { email, count: Number(count) } : undefined;
}
