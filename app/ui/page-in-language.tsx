import { createContext, use, type ReactNode } from "react";
import { UNSAFE_NavigationContext as NavigationContext } from "react-router";

import { PAGE_LANGUAGE, RENDERS_ANY_LANGUAGE } from "#app/lib/page-language.ts";
import type { SiteLanguage } from "#app/site/site-languages.ts";

type PageLanguageValue = {
  /** The language the page is written in. */
  language: SiteLanguage;
  /** The English path the language switcher leads to, prefixed, instead of the page's own. */
  switchTo?: string;
};

const BUILD_PAGE: PageLanguageValue = { language: PAGE_LANGUAGE };
const PageLanguage = createContext<PageLanguageValue>(BUILD_PAGE);

/**
 * The language of the page being rendered: its build's on every prerendered page (a constant
 * in the browser, whose bundle carries none of this module's context); on a page the server
 * renders in the language of its request (/quote/retry?lang=mr), that one.
 */
export function usePageLanguage(): PageLanguageValue {
  // `import.meta.env.SSR` is a literal false in the browser's bundle, which its tree-shaking
  // reads (RENDERS_ANY_LANGUAGE, from another module, is folded only later, when minifying).
  return import.meta.env.SSR && RENDERS_ANY_LANGUAGE ? use(PageLanguage) : BUILD_PAGE;
}

/**
 * Around the bar, the page and the footer of a page the server renders (only English is
 * built into it): in another language, every router link leads to that language's pages, as
 * on the prerendered pages of that language (whose builds set the router's basename to /mr/
 * or /hi/). A page no other language has names where the language switcher leads instead.
 */
export function PageInLanguage({
  language,
  switchTo,
  children,
}: PageLanguageValue & { children: ReactNode }) {
  const navigation = use(NavigationContext);
  const basename = language === PAGE_LANGUAGE ? navigation.basename : `/${language}/`;
  return (
    <PageLanguage value={{ language, switchTo }}>
      <NavigationContext value={{ ...navigation, basename }}>{children}</NavigationContext>
    </PageLanguage>
  );
}
