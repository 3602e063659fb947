import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

import type { Route } from "./+types/root";
import "./app.css";
import { ErrorScreen } from "./components/layout/error-screen";
import { Footer } from "./components/layout/footer";
import { Navbar } from "./components/layout/navbar";
import { SkipLink } from "./components/layout/skip-link";
import { siteConfig } from "./site.config";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icons/icon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteConfig.name} Blog`,
    href: "/rss.xml",
  },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a1040" />
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink />
        <Navbar />
        <main id="main" tabIndex={-1} className="pt-nav">
          {children}
        </main>
        <Footer />
        <ScrollRestoration />
        <Scripts />
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
