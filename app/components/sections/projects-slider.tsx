import { projects } from "#app/content/projects.ts";
import { localized } from "#app/lib/localized.ts";
import { m } from "#app/paraglide/messages.js";

import { ArtImage } from "#app/ui/art-image.tsx";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { PauseButton } from "#app/ui/pause-button.tsx";
import { SampleLabel } from "#app/ui/sample-label.tsx";
import { StrokeIcon } from "#app/ui/stroke-icon.tsx";
import { SLIDER, SLIDER_STRIP, SLIDE_DOT, SLIDE_STEP, marker } from "#app/lib/behaviour-markers.ts";

/** Where the current dot's look comes from: `aria-current` on its button, set by the script. */
const CURRENT_DOT = "group-aria-[current=true]:w-3 group-aria-[current=true]:bg-brand-600";

/**
 * Our Works: a rotating slider of the five projects, each opening the live site in a new tab.
 * The slides sit in a strip that scrolls sideways and snaps to each one, so without JavaScript
 * a visitor swipes, scrolls or tabs through all five. app/browser/projects-slider.ts moves it:
 * rotation once near the viewport, held while hovered or focused, never under reduced motion,
 * with a visible pause button; previous, next and the dots are buttons, the current dot marked
 * by `aria-current`. From 900 px each slide takes four fifths of the strip and the strip's ends
 * have a tenth of space, so every slide can sit in the middle.
 */
export function ProjectsSlider() {
  return (
    <div
      role="region"
      aria-roledescription={m.home_projects_carousel()}
      aria-label={m.home_projects_slideshow()}
      {...marker(SLIDER)}
      className="relative"
    >
      <div
        {...marker(SLIDER_STRIP)}
        className="relative flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-2xl motion-safe:scroll-smooth md:before:shrink-0 md:before:basis-[10%] md:after:shrink-0 md:after:basis-[10%]"
      >
        {projects.map((project, index) => (
          <div
            key={project.url}
            role="group"
            aria-roledescription={m.home_projects_slide()}
            aria-label={m.home_projects_slide_label({
              number: String(index + 1),
              total: String(projects.length),
            })}
            className="min-w-0 shrink-0 grow-0 basis-full snap-center px-1 md:basis-4/5"
          >
            <ExternalLink
              href={project.url}
              className="group block overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink-200/70"
            >
              <ArtImage
                name={project.image}
                alt=""
                sizes="(min-width: 1200px) 960px, (min-width: 900px) 80vw, 95vw"
                className="w-full transition-transform duration-500 group-hover:scale-[1.02]"
              />
              <span className="flex flex-wrap items-center justify-between gap-1 px-2 py-1.5 md:px-3">
                <span>
                  <span className="block font-display text-lg font-extrabold text-ink-950">
                    {project.name}
                  </span>
                  <span className="block text-ink-600">{localized(project.summary)}</span>
                  {project.sample && <SampleLabel className="mt-0.5" />}
                </span>
                <span className="font-semibold text-brand-700">
                  {m.home_projects_visit()} <span aria-hidden="true">↗</span>
                  <span className="sr-only"> {m.home_opens_new_tab()}</span>
                </span>
              </span>
            </ExternalLink>
          </div>
        ))}
      </div>

      <PauseButton
        label={m.home_projects_pause()}
        className="absolute top-1.5 right-2.5 motion-reduce:hidden"
      />
      <div className="mt-3 flex items-center justify-center gap-1">
        <SlideButton label={m.home_projects_previous()} direction="previous" />
        <div className="flex gap-1">
          {projects.map((project, index) => (
            <button
              key={project.url}
              type="button"
              aria-label={m.home_projects_show({ number: String(index + 1), name: project.name })}
              aria-current={index === 0 ? "true" : undefined}
              {...marker(SLIDE_DOT)}
              className="group grid size-4 place-items-center rounded-full"
            >
              <span
                className={`block h-1 w-1 rounded-full bg-ink-300 transition-all ${CURRENT_DOT}`}
              />
            </button>
          ))}
        </div>
        <SlideButton label={m.home_projects_next()} direction="next" />
      </div>
    </div>
  );
}

function SlideButton({ label, direction }: { label: string; direction: "previous" | "next" }) {
  return (
    <button
      type="button"
      aria-label={label}
      {...marker(SLIDE_STEP, direction === "next" ? "1" : "-1")}
      className="grid size-6 place-items-center rounded-full bg-white text-ink-900 shadow-card ring-1 ring-ink-200 hover:bg-brand-50"
    >
      <StrokeIcon name={direction === "next" ? "chevron-right" : "chevron-left"} />
    </button>
  );
}
