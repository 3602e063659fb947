import { data, redirect } from "react-router";

import type { RouteHandle } from "#app/pages/route-handle.ts";
// The whole contact section, as home and /contact load it: the page adds no chunk of its own
// to theirs (a route importing the form alone split it out of the section's chunk).
import { ContactSection } from "#app/components/sections/contact-section.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import {
  carriedAnswers,
  limitErrors,
  limitMessage,
  readLimitQuery,
  retryLanguage,
  textAnswers,
} from "#app/leads/index.ts";
import { inMessageLanguage } from "#app/lib/message-language.server.ts";
import { STORE_RETRY_AFTER_SECONDS } from "#app/db/store-faults.server.ts";
import { m } from "#app/paraglide/messages.js";
import { LANGUAGE_FIELD, quoteFromAnswers } from "#app/quote/index.ts";
import { pathIn, siteLanguage } from "#app/site/site-languages.ts";
import { sitePages } from "#app/pages/site-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import type { Route } from "./+types/quote-retry";

/*
 * Where a browser without JavaScript lands when the server could not save its quote (the
 * database unreachable, or a limit: /quote/retry?limited=email&wait=720): /api/leads answers
 * 307, and the browser posts the same form here. The page shows the quote filled in again, to
 * send again in a minute (or as long as the limit says, under the field it is about), with
 * WhatsApp and email as other ways. Rendered for this request only (nothing typed is in a
 * static page), stored nowhere, never cached. A document like every public page: its form is
 * the quote form's island (app/island/), whose props carry the quote, and which the page's
 * script (its language's) hydrates at once, the form being in view; without JavaScript it posts
 * as it is.
 *
 * In the quote's language: /api/leads adds `lang=mr` (or hi) to the address, and the whole
 * page is rendered in it, the form's words included (its components name no language: the
 * middleware below gives them this one), with <html lang> to match (the handle). The bar's and
 * the footer's links lead to that language's pages (PageInLanguage, app/root.tsx).
 */

/** The page's language, from its address: the quote's, English unless it names another. */
const languageOf = (request: Request) => retryLanguage(new URL(request.url).searchParams);

export const middleware: Route.MiddlewareFunction[] = [
  ({ request }, next) => {
    const language = languageOf(request);
    // Opened by its address in another language, there is no quote to show: that language's
    // contact page has the same form, and sends in its language.
    if (request.method === "GET" && language !== "en") {
      throw redirect(`${pathIn(language, sitePages.contact.path)}#contact`);
    }
    return inMessageLanguage(language, next);
  },
];

export const loader = ({ request }: Route.LoaderArgs) => ({ language: languageOf(request) });

export const handle: RouteHandle = {
  // No other language has this page's address: the switcher offers the contact form in each.
  switchTo: `${sitePages.contact.path}#contact`,
  language: (loaderData) =>
    siteLanguage((loaderData as { language?: unknown } | undefined)?.language),
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${m.leads_retry_title({}, { locale: loaderData?.language ?? "en" })} | ${siteConfig.name}`,
  },
  { name: "robots", content: "noindex" },
];

// The action's Retry-After and no-store, on the page it renders.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request }: Route.ActionArgs) {
  let answers: Record<string, string | undefined> = {};
  try {
    answers = textAnswers(await request.formData());
  } catch {
    // Not a form: the page still offers an empty one and the other ways to send.
  }
  const language = languageOf(request);
  const say = { locale: language };
  const resend = {
    quote: quoteFromAnswers(answers),
    // Sent again in the language it is shown in.
    carried: { ...carriedAnswers(answers), [LANGUAGE_FIELD]: language },
  };
  const limit = readLimitQuery(new URL(request.url).searchParams);
  if (limit) {
    const { limitedBy, retryAfterSeconds } = limit;
    const errors = limitErrors(limitedBy, retryAfterSeconds, language);
    const reason = limitMessage(limitedBy, retryAfterSeconds, { language });
    return data(
      {
        ...resend,
        // Under the email or the number as well, where the form with JavaScript shows it.
        errors: "form" in errors ? {} : errors,
        text: m.quote_retry_limited({ reason }, say),
      },
      {
        status: 429,
        headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
      },
    );
  }
  return data(
    { ...resend, text: m.quote_retry_unavailable({}, say) },
    {
      status: 503,
      headers: {
        "Retry-After": String(STORE_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      },
    },
  );
}

// Opened by its address (a bookmark, the address bar) there is no quote to show: the page
// offers the empty form, as the contact page does.
export default function QuoteRetryPage({ loaderData, actionData }: Route.ComponentProps) {
  const say = { locale: loaderData.language };
  return (
    <>
      <div className="container-page pt-6 pb-3 md:pt-8 md:pb-4">
        <h1 className="max-w-3xl text-3xl font-extrabold md:text-4xl">
          {actionData ? m.quote_retry_title_saved({}, say) : m.quote_retry_title_empty({}, say)}
        </h1>
        <p className="mt-2 max-w-3xl text-base text-ink-600">
          {actionData?.text ?? m.quote_retry_intro({}, say)}
        </p>
        {actionData && (
          // On a phone the form comes after the section's steps and channels.
          <a href="#quote-form-title" className={`${buttonStyles({ variant: "brand" })} mt-2`}>
            {m.quote_retry_go({}, say)}
          </a>
        )}
      </div>
      <ContactSection headingLevel="h2" resend={actionData} />
    </>
  );
}
