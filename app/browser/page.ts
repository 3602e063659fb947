// The one script every public page loads (docs/decisions/035-pages-are-documents.md): each
// behaviour looks for its own markers in the prerendered HTML and does nothing where they are
// absent, so a page runs only what it shows. No React here: the quote form's island loads
// React itself, and only when a visitor nears the form (quote-island-loader.ts).
import { start as startArticleContents } from "./article-contents.ts";
import { start as startHeroClip } from "./hero-clip.ts";
import { start as startLanguageSwitch } from "./language-switch.ts";
import { start as startMarqueePause } from "./marquee-pause.ts";
import { start as startParallax } from "./parallax.ts";
import { start as startPhoneMenu } from "./phone-menu.ts";
import { start as startProjectsSlider } from "./projects-slider.ts";
import { start as startQuoteIsland } from "./quote-island-loader.ts";
import { start as startSectionNav } from "./section-nav.ts";
import { start as startSeenOnce } from "./seen-once.ts";
import { start as startSpeculation } from "./speculation.ts";
import { start as startVisit } from "./visit.ts";
import { startWhenShown } from "./when-shown.ts";

const behaviours = [
  // First: on a visitor's Save-Data, the page's Speculation Rules go before anything else runs.
  startSpeculation,
  startVisit,
  startPhoneMenu,
  startSectionNav,
  startLanguageSwitch,
  startQuoteIsland,
  startArticleContents,
  startMarqueePause,
  startProjectsSlider,
  startSeenOnce,
  startParallax,
  startHeroClip,
];

function startPage() {
  for (const start of behaviours) {
    try {
      start();
    } catch (error) {
      // One broken behaviour leaves the others (and the page, which works without them) alone.
      console.error(error);
    }
  }
  // Says the page's controls now respond; the end-to-end tests wait for it.
  document.documentElement.dataset.hydrated = "";
}

// A page the browser prerenders (Speculation Rules) starts when it is shown, not before: a page
// never shown remembers no visit and runs nothing.
startWhenShown(document, startPage);
