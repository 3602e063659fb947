// The one script every public page loads (docs/decisions/035-pages-are-documents.md): each
// behaviour looks for its own markers in the prerendered HTML and does nothing where they are
// absent, so a page runs only what it shows. No React here: the quote form's island loads
// React itself, and only when a visitor nears the form (quote-island-loader.ts).
import { start as startArticleContents } from "./article-contents.ts";
import { HYDRATED } from "#app/lib/behaviour-markers.ts";
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

/**
 * The browser's turn between two behaviours: each starts in a task of its own, so that on a
 * slow phone no one task of the page's start blocks input for long (issue 52: started in one
 * task, they read 9–12 ms here, 50–60 ms at a budget phone's CPU). A click in between lands on
 * plain links and the stylesheet's native glide (app/styles/design.css), which work unstarted.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}

async function startPage() {
  for (const start of behaviours) {
    try {
      start();
    } catch (error) {
      // One broken behaviour leaves the others (and the page, which works without them) alone.
      console.error(error);
    }
    await nextTask();
  }
  // Says the page's controls now respond; the end-to-end tests wait for it.
  document.documentElement.setAttribute(HYDRATED, "");
}

// A page the browser prerenders (Speculation Rules) starts when it is shown, not before: a page
// never shown remembers no visit and runs nothing.
startWhenShown(document, () => void startPage());
