import { m } from "#app/paraglide/messages.js";

/** A section's anchor id, and its title read when shown (a getter), in the build's language. */
const section = <const Id extends string>(id: Id, title: () => string) => ({
  id,
  get title() {
    return title();
  },
});

/** The landing page's sections in page order (spec §2), as the table of contents lists them. */
export const landingSections = [
  section("hero", m.home_section_hero),
  section("features", m.home_section_features),
  section("features2", m.home_section_features2),
  section("testimonials", m.home_section_testimonials),
  section("projects", m.home_section_projects),
  section("blogs", m.home_section_blogs),
  section("aboutus", m.home_section_aboutus),
  section("contact", m.home_section_contact),
] as const;
