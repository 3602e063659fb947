import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";

import type { Route } from "./+types/root";
import "./app.css";
import { ContactBar } from "#app/components/layout/contact-bar.tsx";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import { HYDRATED, VISITS } from "#app/lib/behaviour-markers.ts";
import { Footer } from "#app/components/layout/footer.tsx";
import { Navbar } from "#app/components/layout/navbar.tsx";
import { PageInLanguage } from "#app/ui/page-in-language.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import type { RouteHandle } from "#app/pages/route-handle.ts";
import { useNonce } from "#app/lib/nonce.ts";
import { storedByOwnServer } from "#app/components/privacy/privacy-facts.ts";
import { pageScriptOf } from "#app/lib/page-scripts.ts";
import { PAGE_SCRIPT_ID, startAfterPaintScript } from "#app/lib/start-after-paint.ts";
import { PAGE_LANGUAGE, RENDERS_ANY_LANGUAGE } from "#app/lib/page-language.ts";
import { SPECULATION_RULES_JSON } from "#app/lib/speculation-rules.ts";
import { m } from "#app/paraglide/messages.js";
import { pathIn, type SiteLanguage } from "#app/site/site-languages.ts";
import { THEME_COLOR } from "#app/lib/theme-color.ts";
import { sitePages } from "#app/pages/site-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icons/icon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: sitePages.webManifest.path },
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: m.site_feed_title({ name: siteConfig.name }),
    href: pathIn(PAGE_LANGUAGE, sitePages.rss.path),
  },
];

/**
 * The language of a page the server renders in the language of its request (/quote/retry), as
 * its handle reads it from its loader's data; undefined for every other page.
 */
function requestLanguage(matches: ReturnType<typeof useMatches>): SiteLanguage | undefined {
  for (const match of matches) {
    const language = (match.handle as RouteHandle | undefined)?.language?.(match.loaderData);
    if (language) return language;
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  // The build's language, but on the server (the pages' builds drop this test and its function).
  const language = (RENDERS_ANY_LANGUAGE && requestLanguage(matches)) || PAGE_LANGUAGE;
  const admin = handles.some((handle) => handle?.admin);
  const switchTo =
    import.meta.env.SSR && RENDERS_ANY_LANGUAGE
      ? handles.find((handle) => handle?.switchTo)?.switchTo
      : undefined;
  // The inbox's pages name their own manifest (app/pages/admin-pages.ts): the public pages' JavaScript
  // carries none of the inbox's addresses.
  const ownManifest = handles.find((handle) => handle?.manifest)?.manifest;
  // Says the inbox's controls now respond, error pages included; the end-to-end tests wait for
  // it (a public page's script says the same: app/browser/page.ts). Runs only in the inbox:
  // nothing else hydrates.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED, "");
  }, []);
  const chrome = (
    <>
      <Navbar />
      <main id="main" tabIndex={-1} className="pt-nav">
        {children}
      </main>
      <Footer />
      <ContactBar />
    </>
  );
  // Visits are counted where the site's own server stands behind its pages: where quotes go
  // to its inbox. On a static host the pages send nothing (docs/decisions/043-visits-counted.md).
  const countsVisits = !admin && storedByOwnServer(siteConfig);
  return (
    <html lang={language} {...(countsVisits && { [VISITS]: sitePages.visitsApi.path })}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        {/* The inbox installs as an app of its own: browsers take the first manifest link. */}
        {ownManifest && <link rel="manifest" href={ownManifest} />}
        <Links />
        {!admin && (
          // A pressed link to another public page may be prerendered (decision 036). Allowed by
          // its hash in a prerendered page's policy, by the request's nonce in a page the server
          // renders (/quote/retry).
          <script
            type="speculationrules"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_JSON }}
          />
        )}
      </head>
      <body>
        <SkipLink />
        {admin ? (
          // The inbox draws its own header and <main> (app/inbox/frame/admin-frame.tsx).
          children
        ) : (
          <>
            {/* Only the server renders pages in a language it was not built in (its own is
                English); a browser build drops this wrapper, its module and its context. */}
            {import.meta.env.SSR && RENDERS_ANY_LANGUAGE ? (
              <PageInLanguage language={language} switchTo={switchTo}>
                {chrome}
              </PageInLanguage>
            ) : (
              chrome
            )}
          </>
        )}
        {admin ? (
          // The inbox is React Router's app in the browser too.
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // A public page is a document: its behaviours in one module, React only in the quote
          // form's island, which that module loads when the form is near
          // (docs/decisions/035-pages-are-documents.md); the module starts once the page has
          // painted (docs/decisions/037-page-module-after-paint.md).
          <script
            id={PAGE_SCRIPT_ID}
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: startAfterPaintScript(pageScriptOf(language)) }}
          />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
