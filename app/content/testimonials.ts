import { m } from "#app/paraglide/messages.js";

export type Testimonial = {
  /** A sample, not a client's words: labelled "Sample" and listed by the build until replaced. */
  sample?: true;
  /** Illustrated portrait in artwork/portraits/. */
  img: "portraits/client-1" | "portraits/client-2" | "portraits/client-3" | "portraits/client-4";
  /** As written, in every language (also how the build lists a sample). */
  name: string;
  /** Messages (messages/home/), read when shown; the Marathi and Hindi are translations. */
  designation: () => string;
  heading: () => string;
  review: () => string;
};

// Sample testimonials (spec §3: content not given). Publishing invented testimonials as real is
// misleading advertising (Consumer Protection Act 2019; CCPA guidelines 2022): replace each with
// a client's own words, with their permission, and drop its `sample: true`. The words are in
// messages/home/en.json (home_testimonial_<n>_*), with their Marathi and Hindi translations beside
// them; the section says on those pages that the testimonials are translated from English.
export const testimonials: readonly Testimonial[] = [
  {
    sample: true,
    img: "portraits/client-1",
    name: "Rajesh Iyer",
    designation: m.home_testimonial_1_designation,
    heading: m.home_testimonial_1_heading,
    review: m.home_testimonial_1_review,
  },
  {
    sample: true,
    img: "portraits/client-2",
    name: "Dr. Meera Nair",
    designation: m.home_testimonial_2_designation,
    heading: m.home_testimonial_2_heading,
    review: m.home_testimonial_2_review,
  },
  {
    sample: true,
    img: "portraits/client-3",
    name: "Ananya Deshpande",
    designation: m.home_testimonial_3_designation,
    heading: m.home_testimonial_3_heading,
    review: m.home_testimonial_3_review,
  },
  {
    sample: true,
    img: "portraits/client-4",
    name: "Vikram Joshi",
    designation: m.home_testimonial_4_designation,
    heading: m.home_testimonial_4_heading,
    review: m.home_testimonial_4_review,
  },
];
