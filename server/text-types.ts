// The Content-Type of the build's text files with their charset (ASVS 5.0 4.1.1): sirv names
// the type alone for everything but HTML, and a browser left to guess the encoding of a
// script or a style sheet may guess wrong. Shared by `npm start` and the generated nginx configs.

/** Text files the build writes, by extension: the type sirv (mrmime) gives, plus UTF-8. */
export const TEXT_TYPES: Readonly<Record<string, string>> = {
  js: "text/javascript",
  mjs: "text/javascript",
  css: "text/css",
  txt: "text/plain",
  xml: "text/xml",
  rss: "application/rss+xml",
  json: "application/json",
  webmanifest: "application/manifest+json",
  svg: "image/svg+xml",
};

/** The Content-Type with charset for a text file's path, or undefined for any other file. */
export function textTypeFor(pathname: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  const type = extension === undefined ? undefined : TEXT_TYPES[extension];
  return type && `${type}; charset=utf-8`;
}
