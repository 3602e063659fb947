import { siteConfig } from "~/site.config";

import { buttonStyles } from "../ui/button-styles";
import { SectionLink } from "../ui/section-link";

export function HeroSection() {
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="bg-brand-950 py-8 text-brand-100 md:py-12"
    >
      <div className="container-page">
        <p className="text-xs font-bold tracking-eyebrow text-accent-300 uppercase">
          Digital marketing and web design · {siteConfig.city}
        </p>
        <h1
          id="hero-title"
          className="mt-2 max-w-3xl text-4xl font-extrabold text-white md:text-5xl"
        >
          Make your brand <span className="text-accent-300">iconic</span>
        </h1>
        <p className="mt-2 max-w-xl text-lg">
          We help small businesses look big online: social media that people stop scrolling for,
          websites that turn visits into enquiries, and design that makes your name stick.
        </p>
        <SectionLink
          sectionId="features"
          className={buttonStyles({ size: "lg", className: "mt-4" })}
        >
          Get started
        </SectionLink>
      </div>
    </section>
  );
}
