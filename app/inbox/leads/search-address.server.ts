import type { Db } from "#app/db/store.server.ts";

import { readSearch, saveSearch } from "./saved-search.server.ts";
import { SAVED_SEARCH_PARAM, SEARCH_WORDS, type SavedSearch } from "./saved-search.ts";

/*
 * An inbox address with what was asked kept on the server (saved-search.server.ts): the words
 * go in, an id comes out, and the pages read the id back into the words their filters parse.
 */

/** Whether an address still carries the words themselves (an old link, a form sent by GET). */
export const carriesSearchWords = (params: URLSearchParams) =>
  SEARCH_WORDS.some((word) => params.has(word));

/**
 * For an address that still carries the words (an old bookmark, `?search=…`): the same address
 * with them kept on the server, to redirect to. Undefined for an address without them.
 */
export async function addressWithoutWords(
  db: Db,
  sessionId: string,
  url: URL,
): Promise<string | undefined> {
  if (!carriesSearchWords(url.searchParams)) return undefined;
  return addressWith(url.pathname, await exchangeSearchWords(db, sessionId, url.searchParams));
}

/**
 * The same address with its words kept on the server and replaced by their id; empty words
 * are dropped, and with no words left there is no id. Everything else (filters, a page's
 * cursor, a moment) stays as it was.
 */
export async function exchangeSearchWords(
  db: Db,
  sessionId: string,
  params: URLSearchParams,
  now = new Date(),
): Promise<URLSearchParams> {
  const asked: SavedSearch = {};
  const rest = new URLSearchParams();
  for (const [name, value] of params) {
    if ((SEARCH_WORDS as readonly string[]).includes(name)) {
      const word = name as (typeof SEARCH_WORDS)[number];
      if (value.trim() && !asked[word]) asked[word] = value;
    } else if (name !== SAVED_SEARCH_PARAM) rest.append(name, value);
  }
  if (Object.keys(asked).length) {
    rest.set(SAVED_SEARCH_PARAM, await saveSearch(db, sessionId, asked, now));
  }
  return rest;
}

/** What a page reads from its address: the words its id stands for put back, and whether it had gone. */
export type SearchAddress = {
  /** The address as the filters parse it: the id's words in place, never words the address held. */
  params: URLSearchParams;
  /** The id, to carry to the next page, the filters and the CSV; undefined when none or gone. */
  id?: string;
  /** The address named a search this session no longer has (expired, or made elsewhere). */
  gone: boolean;
};

/** Reads an inbox address whose words (if any) are kept on the server. */
export async function readSearchAddress(
  db: Db,
  sessionId: string,
  params: URLSearchParams,
  now = new Date(),
): Promise<SearchAddress> {
  const resolved = new URLSearchParams(params);
  // Words the address itself holds are not read: the routes exchange them first.
  for (const word of SEARCH_WORDS) resolved.delete(word);
  const id = resolved.get(SAVED_SEARCH_PARAM);
  resolved.delete(SAVED_SEARCH_PARAM);
  if (!id) return { params: resolved, gone: false };
  const asked = await readSearch(db, sessionId, id, now);
  if (!asked) return { params: resolved, gone: true };
  for (const word of SEARCH_WORDS) {
    const value = asked[word];
    if (value) resolved.set(word, value);
  }
  return { params: resolved, id, gone: false };
}

/** A path and its parameters as one address; the path alone when there are none. */
export function addressWith(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
