import { Link } from "react-router";

import { withinReplyTime } from "#app/content/commitments.ts";
import { navItems } from "#app/content/nav-items.ts";
import { cityName } from "#app/lib/localized.ts";
import { socialLinks } from "#app/content/social-links.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";
import { siteConfig, telUrl } from "#app/site/site.config.ts";

import { buttonStyles } from "#app/ui/button-styles.ts";
import { cn } from "#app/ui/cn.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { SectionLink } from "#app/ui/section-link.tsx";
import { Glyph } from "#app/ui/glyph.tsx";
import { BusinessDetails } from "./business-details.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { usePageContainer } from "./use-page-container.ts";

/**
 * The footer on every page: a website call to action, contact, socials, a site map and the
 * privacy notice.
 */
export function Footer() {
  const container = usePageContainer();
  return (
    <footer className="bg-brand-950 text-brand-100 focus-ring-light">
      <div className={cn(container, "grid gap-5 py-6 md:grid-cols-[1.4fr_1fr_1fr] md:py-8")}>
        <div>
          <Logo tone="light" />
          <p className="mt-2 font-display text-xl font-bold text-white">{m.site_footer_pitch()}</p>
          <p className="mt-1 max-w-md text-brand-200">
            {m.site_footer_about({ city: cityName(), replyWithin: withinReplyTime() })}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <SectionLink sectionId="contact" className={buttonStyles({ size: "md" })}>
              {m.site_footer_quote()}
            </SectionLink>
            <a
              href={`mailto:${siteConfig.email}`}
              className="font-semibold text-white underline decoration-accent-300 underline-offset-4 hover:text-accent-200"
            >
              {siteConfig.email}
            </a>
          </div>
        </div>

        <nav aria-label={m.site_footer_nav()}>
          <h2 className="text-xs font-bold tracking-eyebrow text-accent-300 uppercase">
            {m.site_footer_explore()}
          </h2>
          <ul className="mt-2 grid gap-1">
            {navItems.map((item) => (
              <li key={item.id}>
                <SectionLink
                  sectionId={item.url.slice(1)}
                  className="hover:text-white hover:underline"
                >
                  {item.title()}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to="/allblogs" className="hover:text-white hover:underline">
                {m.site_footer_articles()}
              </Link>
            </li>
            <li>
              <Link to="/services" className="hover:text-white hover:underline">
                {m.site_footer_services()}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-xs font-bold tracking-eyebrow text-accent-300 uppercase">
            {m.site_footer_follow()}
          </h2>
          <ul className="mt-2 flex gap-1">
            {socialLinks.map((link) => (
              <li key={link.id}>
                <ExternalLink
                  href={link.url}
                  aria-label={m.site_footer_social({ name: siteConfig.name, network: link.title })}
                  className="grid size-6 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-ink-950"
                >
                  <Glyph name={link.id} />
                </ExternalLink>
              </li>
            ))}
          </ul>
          <BusinessDetails tone="dark" className="mt-3 text-brand-200" />
          <p className="mt-1 text-brand-200">
            <a href={telUrl} className="hover:text-white hover:underline">
              {siteConfig.phone}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div
          className={cn(
            container,
            "flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-xs text-brand-200",
          )}
        >
          <p>{m.site_footer_rights({ year: new Date().getFullYear(), name: siteConfig.name })}</p>
          <LanguageSwitcher
            className="gap-2"
            linkClassName="inline-block py-0.5 underline underline-offset-4 hover:text-white"
          />
          <Link
            to={sitePages.privacy.path}
            className="inline-block py-0.5 underline underline-offset-4 hover:text-white"
          >
            {m.site_footer_privacy()}
          </Link>
        </div>
      </div>
    </footer>
  );
}
