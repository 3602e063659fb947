// A template built for the Lighthouse peer bench (`npm run bench -- --peer DIR`) loads photos
// from image CDNs, a badge from a badge service, sometimes a script from a CDN. This machine has
// no network but the package registries: each such request would fail after a DNS look-up and
// time the peer by a network it does not have. So the peer server empties them as it loads the
// site: a remote image becomes a 1×1 local one, a remote srcset goes, a remote script,
// stylesheet or preconnect goes. Links a page only names (an <a>, a canonical, an og:image) are
// never fetched and stay.

/** Where the peer server answers the 1×1 image that stands in for a remote one. */
export const BLANK_IMAGE_PATH = "/__peer-blank.gif";
/** A transparent 1×1 GIF (43 bytes). */
export const BLANK_GIF = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);

const REMOTE = /^\s*(?:https?:)?\/\//i;
const isRemote = (url: string) => REMOTE.test(url);

/** `<link rel>` values the browser fetches (or connects for) on its own. */
const FETCHED_LINK_RELS =
  /\b(?:stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)\b/i;

const ATTRIBUTE = /\s([a-zA-Z:-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
const unquote = (value = "") => value.replace(/^["']|["']$/g, "");

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", value] of tag.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), unquote(value));
  }
  return attributes;
}

/** `tag` with attribute `name` given `value`, or removed when `value` is undefined. */
function withAttribute(tag: string, name: string, value: string | undefined): string {
  const pattern = new RegExp(`\\s${name}(?:\\s*=\\s*("[^"]*"|'[^']*'|[^\\s"'>]+))?`, "i");
  return tag.replace(pattern, value === undefined ? "" : ` ${name}="${value}"`);
}

export type Emptied = { text: string; emptied: number };

/** CSS (a file or a page's <style> and style attributes) with no remote url() or @import. */
export function emptyRemoteCss(css: string): Emptied {
  let emptied = 0;
  const text = css
    .replace(/@import\s+(?:url\()?\s*["']?(?:https?:)?\/\/[^;]*;/gi, () => {
      emptied++;
      return "";
    })
    .replace(/url\(\s*(["']?)((?:https?:)?\/\/[^"')]*)\1\s*\)/gi, () => {
      emptied++;
      return `url(${BLANK_IMAGE_PATH})`;
    });
  return { text, emptied };
}

/** A page with none of the remote requests it would make on load. */
export function emptyRemoteHtml(html: string): Emptied {
  let emptied = 0;
  let text = html.replace(
    /<script\b[^>]*\ssrc\s*=\s*["']?(?:https?:)?\/\/[^>]*>\s*<\/script>/gi,
    () => {
      emptied++;
      return "";
    },
  );
  text = text.replace(/<link\b[^>]*>/gi, (tag) => {
    const attributes = attributesOf(tag);
    const fetched = FETCHED_LINK_RELS.test(attributes.get("rel") ?? "");
    if (!fetched || !isRemote(attributes.get("href") ?? "")) return tag;
    emptied++;
    return "";
  });
  text = text.replace(/<(img|source|video|audio|embed|input|iframe)\b[^>]*>/gi, (tag, name) => {
    const attributes = attributesOf(tag);
    let result = tag;
    for (const attribute of ["src", "poster"]) {
      if (!isRemote(attributes.get(attribute) ?? "")) continue;
      emptied++;
      const blank = String(name).toLowerCase() === "iframe" ? "about:blank" : BLANK_IMAGE_PATH;
      result = withAttribute(result, attribute, blank);
    }
    for (const attribute of ["srcset", "imagesrcset"]) {
      if (!isRemote(attributes.get(attribute) ?? "")) continue;
      emptied++;
      result = withAttribute(result, attribute, undefined);
    }
    return result;
  });
  const css = emptyRemoteCss(text);
  return { text: css.text, emptied: emptied + css.emptied };
}
