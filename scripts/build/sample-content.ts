import { untranslatedArticles, type UntranslatedArticle } from "#app/blog/articles.server.ts";
import { galleryImages } from "#app/content/gallery.ts";
import { isSampleEmail, isSamplePhone, isSampleUrl } from "#app/content/sample-values.ts";
import { testimonials } from "#app/content/testimonials.ts";
import type { SiteConfig } from "../../app/site/site.config.ts";

/**
 * Every piece of sample content still on the site, by file and entry: what the build lists
 * and what `npm run build -- --strict` refuses (scripts/build/finish-build.ts). Entries carry
 * `sample: true`; contact details are samples while they use example.com or the sample number.
 * An article published in English first (`englishFirst: true`) is listed too, with the
 * languages it is not in yet (issue 30).
 */
export type SampleEntry = { file: string; entry: string };

const CONFIG_FILE = "app/site/site.config.ts";

function configSamples(config: SiteConfig): string[] {
  const entries: string[] = [];
  if (isSampleEmail(config.email)) entries.push(`email "${config.email}"`);
  if (isSamplePhone(config.phone)) entries.push(`phone "${config.phone}"`);
  if (isSampleUrl(config.origin)) entries.push(`origin "${config.origin}"`);
  for (const [network, url] of Object.entries(config.social)) {
    if (isSampleUrl(url)) entries.push(`social.${network} "${url}"`);
  }
  config.founders.forEach((founder, index) => {
    if (founder.sample) entries.push(`founders[${index}] "${founder.name}"`);
  });
  config.projects.forEach((project, index) => {
    if (project.sample || isSampleUrl(project.url)) {
      entries.push(`projects[${index}] "${project.name}"`);
    }
  });
  if (config.business.sample || isSampleUrl(config.business.googleBusinessProfile)) {
    entries.push(`business "${config.business.legalName}" (legal name, address, profile link)`);
  }
  if (config.commitments.sample) {
    entries.push("commitments (reply time, website delivery, notice period)");
  }
  const googleForm =
    config.quoteForm.transport === "inbox"
      ? config.quoteForm.forwardToGoogleForm
      : config.quoteForm.transport === "google-forms"
        ? config.quoteForm
        : undefined;
  if (googleForm && /Sample/.test(googleForm.formId)) {
    entries.push("quoteForm.formId (quote requests would not reach you)");
  }
  if (config.privacy.sample || isSampleEmail(config.privacy.grievanceOfficer.email)) {
    entries.push("privacy (notice date, retention, providers, grievance officer)");
  }
  return entries;
}

/** What is left to replace before the site goes live; empty when nothing is. */
export function remainingSamples(
  config: SiteConfig,
  content: {
    testimonials: readonly { sample?: true; name: string }[];
    gallery: readonly { sample?: true; name: string }[];
    /** Articles published in English first (app/blog/translations.server.ts); none if left out. */
    untranslated?: readonly UntranslatedArticle[];
  } = { testimonials, gallery: galleryImages, untranslated: untranslatedArticles() },
): SampleEntry[] {
  return [
    ...configSamples(config).map((entry) => ({ file: CONFIG_FILE, entry })),
    ...content.testimonials
      .filter((testimonial) => testimonial.sample)
      .map((testimonial) => ({
        file: "app/content/testimonials.ts",
        entry: `testimonial "${testimonial.name}"`,
      })),
    ...content.gallery
      .filter((image) => image.sample)
      .map((image) => ({ file: "app/content/gallery.ts", entry: `gallery "${image.name}"` })),
    ...(content.untranslated ?? []).map(({ file, missing }) => ({
      file,
      entry: `English only, not yet in ${missing.join(", ")}`,
    })),
  ];
}

/** The build's listing: each file, then its entries one a line. */
export function describeSamples(samples: readonly SampleEntry[]): string[] {
  const byFile = new Map<string, string[]>();
  for (const { file, entry } of samples) byFile.set(file, [...(byFile.get(file) ?? []), entry]);
  return [...byFile].flatMap(([file, entries]) => [
    `${file}:`,
    ...entries.map((entry) => `    ${entry}`),
  ]);
}
