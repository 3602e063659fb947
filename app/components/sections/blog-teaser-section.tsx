import { Link } from "react-router";

import { BlogCard, type BlogEntry } from "#app/blog/index.ts";
import { m } from "#app/paraglide/messages.js";

import { buttonStyles } from "#app/ui/button-styles.ts";
import { childHeading, LandingSection, type HeadingLevel } from "#app/ui/landing-section.tsx";
import { SectionHeading } from "#app/ui/section-heading.tsx";

/** Spec §9: the teaser shows the first three entries of the blog list. */
export const BLOG_TEASER_COUNT = 3;

type BlogTeaserSectionProps = { entries: readonly BlogEntry[]; headingLevel?: HeadingLevel };

export function BlogTeaserSection({ entries, headingLevel = "h2" }: BlogTeaserSectionProps) {
  return (
    <LandingSection id="blogs">
      <SectionHeading
        id="blogs-title"
        as={headingLevel}
        eyebrow={m.home_section_blogs()}
        title={m.home_blogs_title()}
        intro={m.home_blogs_intro()}
      />
      <ul className="grid gap-2 sm:grid-cols-3 lg:gap-3">
        {entries.slice(0, BLOG_TEASER_COUNT).map((entry) => (
          <li key={entry.slug}>
            <BlogCard entry={entry} heading={childHeading(headingLevel)} withArrow />
          </li>
        ))}
      </ul>
      <div className="mt-5 text-center">
        <Link to="/allblogs" className={buttonStyles({ variant: "outline" })}>
          {m.home_blogs_view_all()}
        </Link>
      </div>
    </LandingSection>
  );
}
