import { Link, useLocation } from "react-router";

import { contactNavItem, navItems } from "#app/content/nav-items.ts";
import { m } from "#app/paraglide/messages.js";
import { siteConfig } from "#app/site/site.config.ts";

import { buttonStyles } from "#app/ui/button-styles.ts";
import { cn } from "#app/ui/cn.ts";
import { SectionLink } from "#app/ui/section-link.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NavSectionLink } from "./nav-section-link.tsx";
import { usePageContainer } from "./use-page-container.ts";
import { SPY, marker } from "#app/lib/behaviour-markers.ts";

/** The landing sections the navigation follows on the home page, in page order. */
const spiedIds = navItems.map((item) => item.url.slice(1)).join(" ");

/**
 * The fixed top bar on every page. On the home page it names the sections it follows
 * (`data-spy`): app/browser/section-nav.ts marks the entry of the section in view and glides to
 * a section on a click; elsewhere its section links load the home page at the section.
 */
export function Navbar() {
  // The router's path has no language prefix: "/" is the home page in every language.
  const { pathname } = useLocation();
  const container = usePageContainer();

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-nav border-b border-ink-200/70 bg-white/95 shadow-bar backdrop-blur">
      <nav
        aria-label={m.nav_label()}
        {...marker(SPY, pathname === "/" ? spiedIds : undefined)}
        className={cn(container, "flex h-full items-center justify-between gap-2")}
      >
        <Link to="/" className="rounded-lg" aria-label={m.nav_home({ name: siteConfig.name })}>
          <Logo />
        </Link>
        <ul className="hidden items-center gap-0.5 md:flex">
          {navItems
            .filter((item) => !item.onlyMobile)
            .map((item) => (
              <li key={item.id}>
                <NavSectionLink item={item} className="px-1.5 py-1 text-sm lg:px-2" />
              </li>
            ))}
        </ul>
        <div className="flex items-center gap-1">
          <LanguageSwitcher
            className="hidden gap-0.5 md:flex"
            linkClassName="rounded-full px-1.5 py-1 text-sm font-semibold text-ink-700 hover:bg-ink-100 hover:text-ink-950"
          />
          <div className="hidden md:block">
            <SectionLink
              sectionId={contactNavItem.url.slice(1)}
              className={buttonStyles({ variant: "brand", size: "sm" })}
            >
              {m.nav_contact()}
            </SectionLink>
          </div>
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
