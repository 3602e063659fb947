import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState } from "react";

import { projects } from "#app/content/projects.ts";
import { localized } from "#app/lib/localized.ts";
import { prefersReducedMotion } from "#app/lib/motion.ts";
import { m } from "#app/paraglide/messages.js";
import { useSeenOnce } from "#app/lib/use-seen-once.ts";

import { ArtImage } from "#app/components/ui/art-image.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { PauseButton } from "#app/components/ui/pause-button.tsx";
import { SampleLabel } from "#app/components/ui/sample-label.tsx";
import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";

const AUTOPLAY_MS = 4500;

/**
 * Our Works: a rotating carousel of the five projects, each opening the live site in a
 * new tab. Autoplay pauses on hover and focus, stops under reduced motion, and has a
 * visible pause button; previous, next and the dots are buttons. The carousel starts only
 * when the slider is a viewport's height away: starting measures every slide, a forced layout
 * that would otherwise lengthen the page's first task.
 */
export function ProjectsSlider() {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "center" }, [autoplay]);
  const regionRef = useRef<HTMLDivElement>(null);
  const near = useSeenOnce(regionRef, 0, "100% 0px");
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    if (prefersReducedMotion()) embla.plugins().autoplay?.stop();
    return () => void embla.off("select", onSelect);
  }, [embla]);

  const togglePause = useCallback(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (paused) plugin.play();
    else plugin.stop();
    setPaused(!paused);
  }, [embla, paused]);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription={m.home_projects_carousel()}
      aria-label={m.home_projects_slideshow()}
      className="relative"
    >
      <div ref={near ? viewportRef : undefined} className="relative overflow-hidden rounded-2xl">
        <div className="flex touch-pan-y">
          {projects.map((project, index) => (
            <div
              key={project.url}
              role="group"
              aria-roledescription={m.home_projects_slide()}
              aria-label={m.home_projects_slide_label({
                number: String(index + 1),
                total: String(projects.length),
              })}
              className="min-w-0 shrink-0 grow-0 basis-full px-1 md:basis-4/5"
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
      </div>

      <PauseButton
        paused={paused}
        onToggle={togglePause}
        label={m.home_projects_pause()}
        className="absolute top-1.5 right-2.5 motion-reduce:hidden"
      />
      <div className="mt-3 flex items-center justify-center gap-1">
        <SlideButton
          label={m.home_projects_previous()}
          onClick={() => embla?.scrollPrev()}
          direction="previous"
        />
        <div className="flex gap-1">
          {projects.map((project, index) => (
            <button
              key={project.url}
              type="button"
              aria-label={m.home_projects_show({ number: String(index + 1), name: project.name })}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => embla?.scrollTo(index)}
              className="grid size-4 place-items-center rounded-full"
            >
              <span
                className={cn(
                  "block h-1 rounded-full transition-all",
                  index === selected ? "w-3 bg-brand-600" : "w-1 bg-ink-300",
                )}
              />
            </button>
          ))}
        </div>
        <SlideButton
          label={m.home_projects_next()}
          onClick={() => embla?.scrollNext()}
          direction="next"
        />
      </div>
    </div>
  );
}

function SlideButton({
  label,
  onClick,
  direction,
}: {
  label: string;
  onClick: () => void;
  direction: "previous" | "next";
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-6 place-items-center rounded-full bg-white text-ink-900 shadow-card ring-1 ring-ink-200 hover:bg-brand-50"
    >
      <StrokeIcon name={direction === "next" ? "chevron-right" : "chevron-left"} />
    </button>
  );
}
