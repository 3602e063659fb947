// Cache-Control by path, shared by `npm start` and the generated host configs.
import { LANGUAGE_PREFIX_PATTERN } from "#app/site/site-languages.ts";

/** Vite's content-hashed build output: safe to cache forever. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and their client-navigation data: always revalidated (ETag), so a deploy shows at once. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
/** Unhashed files from public/ (artwork, icons): a week, then revalidated. */
export const CACHE_STATIC = "public, max-age=604800";

export const hasExtension = (pathname: string) =>
  /\.[a-z0-9]+$/i.test(pathname.split("/").pop() ?? "");

/** The hashed assets of the English build (/assets/) and of the Marathi and Hindi ones. */
const HASHED_ASSETS = new RegExp(`^/(?:${LANGUAGE_PREFIX_PATTERN}/)?assets/`);

export function cacheControlFor(pathname: string) {
  if (HASHED_ASSETS.test(pathname)) return CACHE_IMMUTABLE;
  if (!hasExtension(pathname) || /\.(html|data)$/.test(pathname)) return CACHE_REVALIDATE;
  return CACHE_STATIC;
}
