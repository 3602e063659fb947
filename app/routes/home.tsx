import { Suspense } from "react";

import { blogEntries } from "~/blog/articles.server";
import { AboutUsSection } from "~/components/sections/about-us-section";
import { BlogTeaserSection, BLOG_TEASER_COUNT } from "~/components/sections/blog-teaser-section";
import { ContactSection } from "~/components/sections/contact-section";
import { GalleryStrip } from "~/components/sections/gallery-strip";
import { HeroSection } from "~/components/sections/hero-section";
import { POSTER_SIZES, posterSet } from "~/components/sections/hero-video";
import { OffersSection } from "~/components/sections/offers-section";
import { OneTimeServicesSection } from "~/components/sections/one-time-services-section";
import { ProjectsSection } from "~/components/sections/projects-section";
import { QuoteBannerSection } from "~/components/sections/quote-banner-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { pageMeta } from "~/lib/seo";
import { agencySchema, websiteSchema } from "~/lib/structured-data";
import { sitePages } from "~/site-pages";
import { siteConfig } from "~/site.config";

import type { Route } from "./+types/home";

export function meta() {
  return pageMeta({
    ...sitePages.home,
    description: `Social media marketing, websites, logos, reels and ads for small businesses in ${siteConfig.city} and across India. Clear prices, fast replies.`,
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
