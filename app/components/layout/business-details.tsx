import { addressLines, business, mapsUrl } from "#app/content/business.ts";
import { m } from "#app/paraglide/messages.js";

import { cn } from "#app/ui/cn.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { SampleLabel } from "#app/ui/sample-label.tsx";

type BusinessDetailsProps = { tone: "light" | "dark"; className?: string };

/** Who runs the site: legal name, address (opens in the visitor's map app), GSTIN, Google profile. */
export function BusinessDetails({ tone, className }: BusinessDetailsProps) {
  const link =
    tone === "dark"
      ? "font-semibold text-white underline decoration-accent-300 underline-offset-4 hover:text-accent-200"
      : "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";
  return (
    <address className={cn("not-italic", className)}>
      <span className="font-semibold">{business.legalName}</span>
      {business.sample && <SampleLabel className="ml-1 align-middle" />}
      {addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {business.gstin && (
        <span className="block">{m.pages_business_gstin({ gstin: business.gstin })}</span>
      )}
      <span className="mt-1 flex flex-wrap gap-x-2 gap-y-1">
        <ExternalLink href={mapsUrl} className={link}>
          {m.pages_business_maps()}
        </ExternalLink>
        <ExternalLink href={business.googleBusinessProfile} className={link}>
          {m.pages_business_reviews()}
        </ExternalLink>
      </span>
    </address>
  );
}
