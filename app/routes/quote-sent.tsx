import { Link } from "react-router";

import { buttonStyles } from "#app/ui/button-styles.ts";
import { withinReplyTime } from "#app/content/commitments.ts";
import { pageMeta } from "#app/lib/seo.ts";
// The toast's own texts, so both ways of sending say the same words.
import { successText, successTitle } from "#app/content/quote-messages.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";

export const meta = () =>
  pageMeta({
    ...sitePages.quoteSent,
    title: m.site_title_quote_sent(),
    description: m.quote_sent_description(),
    noindex: true,
  });

/**
 * Where the server sends a browser without JavaScript once its quote is saved (303 See Other
 * after the form's plain POST): nothing on it needs a script.
 */
export default function QuoteSentPage() {
  return (
    <section className="container-page grid place-items-center py-8 text-center md:py-12">
      <p
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-full bg-mint-100 text-3xl text-ink-950"
      >
        ✓
      </p>
      <h1 className="mt-2 text-3xl font-extrabold">{successTitle()}</h1>
      <p className="mt-2 max-w-xl text-base text-ink-600">{successText()}</p>
      <p className="mt-1 max-w-xl text-base text-ink-600">
        {m.quote_sent_reply({ within: withinReplyTime() })}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to={sitePages.home.path} className={buttonStyles({ variant: "brand" })}>
          {m.quote_sent_home()}
        </Link>
        <Link to={sitePages.allBlogs.path} className={buttonStyles({ variant: "outline" })}>
          {m.quote_sent_blog()}
        </Link>
      </div>
    </section>
  );
}
