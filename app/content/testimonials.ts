export type Testimonial = {
  /** A sample, not a client's words: labelled "Sample" and listed by the build until replaced. */
  sample?: true;
  /** Illustrated portrait in artwork/portraits/. */
  img: "portraits/client-1" | "portraits/client-2" | "portraits/client-3" | "portraits/client-4";
  name: string;
  designation: string;
  heading: string;
  review: string;
};

// Sample testimonials (spec §3: content not given). Publishing invented testimonials as real is
// misleading advertising (Consumer Protection Act 2019; CCPA guidelines 2022): replace each with
// a client's own words, with their permission, and drop its `sample: true`.
export const testimonials: readonly Testimonial[] = [
  {
    sample: true,
    img: "portraits/client-1",
    name: "Rajesh Iyer",
    designation: "Owner, Chai Corner Café",
    heading: "Weekend tables now fill up by Friday",
    review:
      "Our Instagram used to be a few blurry photos. Now every week has reels, offers and festival posts, and people walk in saying they saw us online.",
  },
  {
    sample: true,
    img: "portraits/client-2",
    name: "Dr. Meera Nair",
    designation: "Founder, Smile Studio Dental",
    heading: "Patients find us on Google first",
    review:
      "The new website and Google profile brought steady appointment requests within two months. The team explained everything without jargon.",
  },
  {
    sample: true,
    img: "portraits/client-3",
    name: "Ananya Deshpande",
    designation: "Founder, Threadline Boutique",
    heading: "Our festive collection sold out",
    review:
      "They planned our Diwali campaign end to end: shoot ideas, reels and WhatsApp broadcasts. It was our best season since we opened.",
  },
  {
    sample: true,
    img: "portraits/client-4",
    name: "Vikram Joshi",
    designation: "Director, Brightpath Academy",
    heading: "Admission enquiries doubled",
    review:
      "Clear reporting every month and ads that reach the right parents. We finally know which rupee brings which enquiry.",
  },
];
