import { buttonStyles } from "../ui/button-styles";
import { SectionLink } from "../ui/section-link";

export function QuoteBannerSection() {
  return (
    <section
      id="quote"
      aria-labelledby="quote-title"
      className="bg-brand-800 py-8 text-center text-white md:py-10"
    >
      <div className="container-page">
        <h2 id="quote-title" className="sr-only">
          A thought from our team
        </h2>
        <blockquote className="mx-auto max-w-3xl font-display text-2xl font-bold text-white md:text-3xl">
          “Your customers are already online, searching for what you sell. Let us make sure they
          find you first.”
        </blockquote>
        <SectionLink
          sectionId="contact"
          className={buttonStyles({ size: "lg", className: "mt-4" })}
        >
          Contact Us Now
        </SectionLink>
      </div>
    </section>
  );
}
