import { Suspense } from "react";

import { blogEntries } from "#app/blog/articles.server.ts";
import { AboutUsSection } from "#app/components/sections/about-us-section.tsx";
import {
  BlogTeaserSection,
  BLOG_TEASER_COUNT,
} from "#app/components/sections/blog-teaser-section.tsx";
import { ContactSection } from "#app/components/sections/contact-section.tsx";
import { GalleryStrip } from "#app/components/sections/gallery-strip.tsx";
import { HeroSection } from "#app/components/sections/hero-section.tsx";
import { POSTER_SIZES, posterSet } from "#app/components/sections/hero-video.tsx";
import { OffersSection } from "#app/components/sections/offers-section.tsx";
import { OneTimeServicesSection } from "#app/components/sections/one-time-services-section.tsx";
import { ProjectsSection } from "#app/components/sections/projects-section.tsx";
import { QuoteBannerSection } from "#app/components/sections/quote-banner-section.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { cityName } from "#app/lib/localized.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { agencySchema, websiteSchema } from "#app/lib/structured-data.ts";
import { sitePages } from "#app/site-pages.ts";
import { siteConfig } from "#app/site.config.ts";

import type { Route } from "./+types/home";

export function meta() {
  return pageMeta({
    ...sitePages.home,
    title: m.site_title_home({ name: siteConfig.name, city: cityName() }),
    description: m.home_meta_description({ city: cityName() }),
    jsonLd: [agencySchema(), websiteSchema()],
  });
}

/**
 * The hero poster is the largest paint on phones. It sits in a <picture>, which React does not
 * preload by itself, so the head asks for it next to the stylesheet, before the parser reaches it.
 */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: posterSet("avif"),
    imageSizes: POSTER_SIZES,
    fetchPriority: "high",
  },
];

export function loader() {
  return { teaser: blogEntries().slice(0, BLOG_TEASER_COUNT) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      {/* Below the fold: each part is laid out and painted only as it nears the viewport, and
          hydrated apart from the rest (React hydrates Suspense boundaries in tasks of their own,
          after the hero), so that no single task of starting the page runs long. */}
      <div className="*:render-lazy">
        {[
          <OffersSection key="offers" />,
          <GalleryStrip key="gallery" />,
          <OneTimeServicesSection key="one-time" />,
          <TestimonialsSection key="testimonials" />,
          <ProjectsSection key="projects" />,
          <QuoteBannerSection key="quote" />,
          <BlogTeaserSection key="blog" entries={loaderData.teaser} />,
          <AboutUsSection key="about" />,
          <ContactSection key="contact" />,
        ].map((section) => (
          <Suspense key={section.key}>{section}</Suspense>
        ))}
      </div>
    </>
  );
}
