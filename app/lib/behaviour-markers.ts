/*
 * The attributes that join the prerendered pages to their behaviour, each named once: the
 * components put them on (`marker()`), the page's module (app/browser), the quote's island
 * (app/island) and the form find elements by them (`[${SLIDER}]`) or set them as states, and
 * the stylesheets read the states. Tailwind's variants and the CSS, which cannot import, spell
 * the names out; behaviour-markers.test.ts holds every name they use to this list and keeps
 * the literals out of the code.
 *
 * Plain string constants, not an object: the page module's build inlines each where it is read
 * (scripts/build/page-scripts.ts, `inlineConst`), so a selector costs what its literal did.
 */

// What the page module finds, put on by the components.
/** The phone menu's wrapper, its button inside. */
export const PHONE_MENU = "data-phone-menu";
/** The phone menu's dimmed backdrop, which closes it. */
export const MENU_OVERLAY = "data-menu-overlay";
/** A link to a landing section: glides there, and closes the phone menu. */
export const SECTION_LINK = "data-section-link";
/** The navigation whose links follow the section in view: its value, the sections' ids. */
export const SPY = "data-spy";
/** The language switch, whose links keep the place on the page. */
export const LANGUAGE_SWITCH = "data-language-switch";
/** An article's contents, whose links glide to their headings. */
export const ARTICLE_CONTENTS = "data-article-contents";
/** The About section, flagged once half of it has been seen (spec §4). */
export const SEEN_ONCE = "data-seen-once";
/** A section whose layer moves against the scroll, and that layer. */
export const PARALLAX = "data-parallax";
export const PARALLAX_LAYER = "data-parallax-layer";
/** The hero's clip, started once the page is idle. */
export const HERO_CLIP = "data-hero-clip";
/** The projects' slider, its strip, its dots and its previous/next buttons (value: the step). */
export const SLIDER = "data-slider";
export const SLIDER_STRIP = "data-slider-strip";
export const SLIDE_DOT = "data-slide-dot";
export const SLIDE_STEP = "data-slide-step";
/** A pause button that stops a CSS animation (a marquee, the floating circles). */
export const PAUSE_ANIMATION = "data-pause-animation";
/** A pause button's names for its two states, in the page's language. */
export const LABEL_PAUSE = "data-label-pause";
export const LABEL_PLAY = "data-label-play";
/** The quote form's island, and each of the form's controls (value: its field). */
export const QUOTE_ISLAND = "data-quote-island";
export const FIELD = "data-field";
/**
 * On <html>, where a server stands behind the pages: the address visits are counted at
 * (app/browser/visit.ts). Absent on a static host, where pages send nothing.
 */
export const VISITS = "data-visits";

// States the scripts set, which the stylesheets and the end-to-end tests read.
/** On <html>: the page's controls respond (the page module ran, or the inbox hydrated). */
export const HYDRATED = "data-hydrated";
/** On <html>: the phone menu is open. */
export const MENU_OPEN = "data-menu-open";
/** On <html>: a glide asked every landing section to lay itself out now. */
export const FULL_LAYOUT = "data-full-layout";
/** On a pause button: what it pauses is paused. */
export const PAUSED = "data-paused";
/** On the About section: half of it has been seen. */
export const HALF_SEEN = "data-half-seen";
/** On the quote's island: React has hydrated the form. */
export const ISLAND_READY = "data-island-ready";

// Read by the stylesheets only.
/** The phone's contact bar, hidden while the menu is open. */
export const CONTACT_BAR = "data-contact-bar";

/**
 * A marker as JSX spreads it: `{...marker(SLIDER)}` puts it on empty, `{...marker(SPY, ids)}`
 * with a value, and an undefined value puts none (not a default's empty one).
 */
export function marker(name: string, ...value: [] | [string | undefined]): Record<string, string> {
  const given = value.length === 0 ? "" : value[0];
  return given === undefined ? {} : { [name]: given };
}
