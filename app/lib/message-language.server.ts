import { AsyncLocalStorage } from "node:async_hooks";

import {
  overwriteServerAsyncLocalStorage,
  type ParaglideAsyncLocalStorage,
} from "#app/paraglide/runtime.js";
import type { SiteLanguage } from "#app/site/site-languages.ts";

/*
 * The language of the messages a page rendered by the server writes when they name none.
 * The pages' components say `m.key()` and get their build's language; the server (the English
 * build) has no language of its own, and one of its pages, /quote/retry, shows the quote form
 * in the language of the quote it shows again. Rather than each component naming a language,
 * that page's render runs inside `inMessageLanguage`: Paraglide's runtime reads the language
 * from this request's store (AsyncLocalStorage), as its own server middleware would, and other
 * requests, and every prerendered page, keep the default (English). Server code only.
 */

const store = new AsyncLocalStorage<{ locale?: SiteLanguage }>();
overwriteServerAsyncLocalStorage(store as ParaglideAsyncLocalStorage);

/** Runs `work` (and all it starts) with every message that names no language in `language`. */
export function inMessageLanguage<T>(language: SiteLanguage, work: () => T): T {
  return store.run({ locale: language }, work);
}
