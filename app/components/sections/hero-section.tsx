import { platforms } from "#app/content/platforms.ts";
import { cityName } from "#app/lib/localized.ts";
import { m } from "#app/paraglide/messages.js";

import { buttonStyles } from "#app/ui/button-styles.ts";
import { PlatformIcon } from "#app/ui/platform-icon.tsx";
import { SectionLink } from "#app/ui/section-link.tsx";
import { HeroDots } from "./hero-dots.tsx";
import { HeroVideo } from "./hero-video.tsx";
import { PARALLAX, PARALLAX_LAYER, marker } from "#app/lib/behaviour-markers.ts";

/** Stands for the highlighted word in the title's message, to split the text around it. */
const HIGHLIGHT = "\u{E000}";

/** The hero. Its dots' layer moves against the scroll (`data-parallax`, app/browser/parallax.ts). */
export function HeroSection() {
  // The highlighted word sits where each language's sentence puts it (English: last).
  const [titleBefore, titleAfter] = m.home_hero_title({ highlight: HIGHLIGHT }).split(HIGHLIGHT);

  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      {...marker(PARALLAX)}
      className="relative isolate overflow-hidden bg-brand-950 text-brand-100 focus-ring-light"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-brand-700),transparent_70%)]"
      />
      <div
        {...marker(PARALLAX_LAYER)}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10"
      >
        <HeroDots className="absolute top-3 right-3 text-brand-700 md:right-auto md:left-[45%]" />
        <HeroDots delayed className="absolute right-2 bottom-4 text-accent-400/40" />
        <span className="absolute -bottom-16 -left-16 size-40 animate-fade-in rounded-full bg-brand-800/60" />
      </div>

      <div className="container-page grid items-center gap-5 py-7 md:grid-cols-[1.05fr_1fr] md:gap-6 md:py-10 lg:py-12">
        <div>
          <p className="text-xs font-bold tracking-eyebrow text-accent-300 uppercase">
            {m.home_hero_eyebrow({ city: cityName() })}
          </p>
          <h1 id="hero-title" className="mt-2 text-4xl font-extrabold text-white sm:text-5xl">
            {titleBefore}
            <span className="text-accent-300">{m.home_hero_title_highlight()}</span>
            {titleAfter || null}
          </h1>
          <p className="mt-2 max-w-xl text-lg text-brand-100">{m.home_hero_intro()}</p>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <SectionLink sectionId="features" className={buttonStyles({ size: "lg" })}>
              {m.home_hero_get_started()}
            </SectionLink>
            <SectionLink
              sectionId="contact"
              className="rounded-full px-2 py-1 font-semibold text-white underline decoration-accent-300 underline-offset-4 hover:text-accent-200"
            >
              {m.home_hero_free_quote()}
            </SectionLink>
          </div>
          <div className="mt-5">
            <p className="text-xs font-semibold text-brand-200">{m.home_hero_platforms()}</p>
            <ul className="mt-1 flex flex-wrap gap-1">
              {platforms.map((platform) => (
                <li key={platform.id}>
                  <PlatformIcon
                    id={platform.id}
                    title={platform.title}
                    className="size-5 rounded-lg shadow-card"
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <HeroVideo />
      </div>
    </section>
  );
}
