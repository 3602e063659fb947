import type { SiteConfig } from "./site.config";

const SAMPLE_DOMAIN = /(^|[@./])example\.(com|org|net)(\/|$)/i;
const SAMPLE_PHONE_DIGITS = "919876543210";

/** Messages for every value that is still a sample; printed by the build. */
export function sampleValueWarnings(config: SiteConfig): string[] {
  const warnings: string[] = [];
  if (SAMPLE_DOMAIN.test(config.email))
    warnings.push(`email "${config.email}" is a sample address`);
  if (config.phone.replace(/\D/g, "") === SAMPLE_PHONE_DIGITS) {
    warnings.push(`phone "${config.phone}" is a sample number`);
  }
  if (SAMPLE_DOMAIN.test(config.origin))
    warnings.push(`origin "${config.origin}" is a sample domain`);
  for (const [network, url] of Object.entries(config.social)) {
    if (/\/example\/?$/.test(url)) {
      warnings.push(`social.${network} "${url}" is a sample link`);
    }
  }
  const sampleProjects = config.projects.filter((project) =>
    SAMPLE_DOMAIN.test(new URL(project.url).host),
  );
  if (sampleProjects.length > 0)
    warnings.push(`${sampleProjects.length} project links point at example.com`);
  if (config.quoteForm.transport === "google-forms" && /Sample/.test(config.quoteForm.formId)) {
    warnings.push("quoteForm.formId is a sample: quote requests will not reach you");
  }
  return warnings;
}
