import { Link } from "react-router";

import type { BlogEntry } from "~/blog/articles.server";

import { buttonStyles } from "../ui/button-styles";
import { LandingSection, type HeadingLevel } from "../ui/landing-section";
import { SectionHeading } from "../ui/section-heading";

export const BLOG_TEASER_COUNT = 3;

type BlogTeaserSectionProps = { entries: readonly BlogEntry[]; headingLevel?: HeadingLevel };

export function BlogTeaserSection({ entries, headingLevel = "h2" }: BlogTeaserSectionProps) {
  const CardHeading = headingLevel === "h1" ? "h2" : "h3";
  return (
    <LandingSection id="blogs">
      <SectionHeading
        id="blogs-title"
        as={headingLevel}
        eyebrow="Blogs"
        title="Digital marketing advice for your industry"
        intro="Practical guides written for business owners: what to do first, what it costs and what results to expect."
      />
      <ul className="grid gap-2 md:grid-cols-3">
        {entries.slice(0, BLOG_TEASER_COUNT).map((entry) => (
          <li key={entry.slug}>
            <Link
              to={entry.link}
              className="block h-full rounded-xl bg-ink-50 p-3 shadow-card hover:shadow-lift"
            >
              <CardHeading className="text-lg font-bold">{entry.title}</CardHeading>
              <p className="mt-1 text-ink-600">{entry.subtitle}</p>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4 text-center">
        <Link to="/allblogs" className={buttonStyles({ variant: "outline" })}>
          View All Blogs
        </Link>
      </div>
    </LandingSection>
  );
}
