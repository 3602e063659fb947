/*
 * Which link addresses a rule's `where` selects, read as a browser reads it: `href_matches`
 * patterns are URL patterns against the page's address, `and`, `or` and `not` combine them.
 * For the tests (app/lib/speculation-rules.test.ts in Node, e2e/speculation-rules.spec.ts in
 * Chromium, with each one's own URLPattern): no page loads it. Self-contained (it uses nothing
 * from outside itself), so that Playwright can send it into a page.
 */

/** A document rule's `where`, as far as these rules use it (no `selector_matches`). */
export type Where =
  | { readonly and: readonly Where[] }
  | { readonly or: readonly Where[] }
  | { readonly not: Where }
  | { readonly href_matches: Pattern | readonly Pattern[] };

type Pattern = string | Readonly<Record<string, string>>;

/** Whether `where` selects a link to `href` on a page at `pageUrl`. One argument, so that a
 * test can hand it to Playwright's `page.evaluate` as it is. */
export function whereSelects({
  where,
  href,
  pageUrl,
}: {
  where: Where;
  href: string;
  pageUrl: string;
}): boolean {
  if ("and" in where)
    return where.and.every((part) => whereSelects({ where: part, href, pageUrl }));
  if ("or" in where) return where.or.some((part) => whereSelects({ where: part, href, pageUrl }));
  if ("not" in where) return !whereSelects({ where: where.not, href, pageUrl });
  const patterns = (
    Array.isArray(where.href_matches) ? where.href_matches : [where.href_matches]
  ) as readonly Pattern[];
  const url = new URL(href, pageUrl).href;
  return patterns.some((pattern) =>
    typeof pattern === "string"
      ? new URLPattern(pattern, pageUrl).test(url)
      : new URLPattern({ ...pattern, baseURL: pageUrl }).test(url),
  );
}
