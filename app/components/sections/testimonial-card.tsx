import type { Testimonial } from "#app/content/testimonials.ts";

import { ArtImage } from "#app/ui/art-image.tsx";
import { SampleLabel } from "#app/ui/sample-label.tsx";
import { Stars } from "#app/ui/stars.tsx";

export const TESTIMONIAL_CARD_WIDTH = 340;

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-xl bg-white p-3 shadow-card ring-1 ring-ink-200/70">
      <div className="flex items-center justify-between gap-1">
        <Stars />
        {testimonial.sample && <SampleLabel />}
      </div>
      <p className="mt-2 font-display text-lg font-bold text-ink-950">{testimonial.heading()}</p>
      <blockquote className="mt-1 flex-1 text-base text-ink-600">
        <p>“{testimonial.review()}”</p>
      </blockquote>
      <figcaption className="mt-3 flex items-center gap-1.5">
        <ArtImage
          name={testimonial.img}
          alt=""
          sizes="56px"
          className="size-7 rounded-full bg-brand-50"
        />
        <span>
          <span className="block font-bold text-ink-950">{testimonial.name}</span>
          <span className="block text-xs text-ink-500">{testimonial.designation()}</span>
        </span>
      </figcaption>
    </figure>
  );
}
