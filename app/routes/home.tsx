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
import { agencySchema, websiteSchema } from "#app/pages/structured-data.ts";
import { sitePages } from "#app/pages/site-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

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
      <BelowTheFold teaser={loaderData.teaser} />
    </>
  );
}

/**
 * Below the fold, each part is laid out and painted only as it nears the viewport
 * (render-lazy). Nothing here hydrates: the page is a document, and the contact section's quote
 * form loads React only as the visitor nears it (app/island/).
 */
function BelowTheFold({ teaser }: { teaser: Route.ComponentProps["loaderData"]["teaser"] }) {
  return (
    <div className="*:render-lazy">
      <OffersSection />
      <GalleryStrip />
      <OneTimeServicesSection />
      <TestimonialsSection />
      <ProjectsSection />
      <QuoteBannerSection />
      <BlogTeaserSection entries={teaser} />
      <AboutUsSection />
      <ContactSection />
    </div>
  );
}
