import type {
  BlogPosting,
  BreadcrumbList,
  ProfessionalService,
  WebSite,
  WithContext,
} from "schema-dts";

import { articlePath } from "./site-pages.ts";
import { business, mapsUrl } from "#app/content/business.ts";
import { structuredDataOffers } from "#app/content/services.ts";
import { m } from "#app/paraglide/messages.js";
import { siteConfig } from "#app/site/site.config.ts";

import { startOfDayInIndia } from "#app/lib/format-date.ts";
import { localized } from "#app/lib/localized.ts";
import { absoluteUrl, localUrl, PAGE_LANGUAGE_TAG } from "#app/lib/seo.ts";

// JSON-LD for search engines, typed with schema-dts so a wrong field fails `npm run typecheck`.

const agencyId = absoluteUrl("/#agency");

export function agencySchema(): WithContext<ProfessionalService> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": agencyId,
    name: siteConfig.name,
    description: localized(siteConfig.tagline),
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icons/icon-512.png"),
    image: absoluteUrl("/social/home.png"),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    legalName: business.legalName,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${business.address.street}, ${business.address.locality}`,
      addressLocality: business.address.city,
      addressRegion: business.address.state,
      postalCode: business.address.postalCode,
      addressCountry: "IN",
    },
    hasMap: mapsUrl,
    ...(business.gstin && { taxID: business.gstin }),
    areaServed: { "@type": "Country", name: "India" },
    sameAs: [...Object.values(siteConfig.social), business.googleBusinessProfile],
    founder: siteConfig.founders.map((founder) => ({
      "@type": "Person",
      name: founder.name,
      jobTitle: localized(founder.role),
    })),
  };
}

/**
 * The agency's services and prices, on the page that lists them (/services): the same agency as
 * the home page's (its @id), with its catalogue. The home page leaves the catalogue out: its HTML
 * then fits the first round trip in every language (docs/performance.md).
 */
export function serviceCatalogSchema(): WithContext<ProfessionalService> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": agencyId,
    name: siteConfig.name,
    url: absoluteUrl("/"),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: m.blog_catalogue_name(),
      itemListElement: structuredDataOffers.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service.title, description: service.text },
        ...(service.price !== undefined && {
          price: service.price,
          priceCurrency: "INR",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: service.price,
            priceCurrency: "INR",
            valueAddedTaxIncluded: siteConfig.pricing.gstIncluded,
            ...(service.billing === "monthly" && { unitCode: "MON", unitText: m.blog_per_month() }),
          },
        }),
      })),
    },
  };
}

export function websiteSchema(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteConfig.name,
    url: localUrl("/"),
    inLanguage: PAGE_LANGUAGE_TAG,
    publisher: { "@id": agencyId },
  };
}

type PostingInput = {
  slug: string;
  title: string;
  description: string;
  date: string;
  author: string;
  image: string;
};

export function blogPostingSchema(post: PostingInput): WithContext<BlogPosting> {
  const published = startOfDayInIndia(post.date).toISOString();
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: absoluteUrl(post.image),
    datePublished: published,
    dateModified: published,
    url: localUrl(articlePath(post.slug)),
    mainEntityOfPage: localUrl(articlePath(post.slug)),
    inLanguage: PAGE_LANGUAGE_TAG,
    author: { "@type": "Organization", name: post.author, url: absoluteUrl("/#aboutus") },
    publisher: {
      "@type": "Organization",
      "@id": agencyId,
      name: siteConfig.name,
      logo: absoluteUrl("/icons/icon-512.png"),
    },
  };
}

export function breadcrumbSchema(
  trail: { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: localUrl(crumb.path),
    })),
  };
}
