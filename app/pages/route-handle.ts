import type { SiteLanguage } from "#app/site/site-languages.ts";

/**
 * What a route asks of the document in its `handle`: the wide layout (articles, with their three
 * columns), or the inbox's own frame instead of the site's bar, footer and phone bar (`admin`) with its own web app
 * manifest (`manifest`, linked before the public one: browsers take the first). A page the
 * server renders in the language of each request (/quote/retry) says which from its loader's
 * data (`language`): the document's `lang` follows it; every other page is its build's.
 */
export type RouteHandle = {
  wideLayout?: true;
  admin?: true;
  manifest?: string;
  language?: (loaderData: unknown) => SiteLanguage | undefined;
  /** Where the language switcher leads, in each other language, from a page only the server
   * renders (no other language has its address): this English path, prefixed. */
  switchTo?: string;
};
