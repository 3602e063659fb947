import { NoticeSection, noticeList } from "./notice-section.tsx";

/**
 * What the quote form collects and what the browser keeps on its own. The lists follow the
 * form's fields (app/quote/quote-fields.ts) and the attribution the server stores
 * (app/leads/attribution.ts); change them together.
 */
export function CollectedData() {
  return (
    <NoticeSection id="what-we-collect" title="What we collect">
      <p>Only what you type into the quote form, when you send it:</p>
      <ul className={noticeList}>
        <li>your name;</li>
        <li>your email address;</li>
        <li>your WhatsApp number;</li>
        <li>the service you choose;</li>
        <li>your message.</li>
      </ul>
      <p>With it, so we know how you found us and what you were shown, we store:</p>
      <ul className={noticeList}>
        <li>the page of this site you sent the form from;</li>
        <li>the first page of your visit, and the website that linked you to it, if any;</li>
        <li>
          any campaign tags (utm_source, utm_medium, utm_campaign, utm_term, utm_content) in the
          address of that first page;
        </li>
        <li>which version of this notice was shown beside the form, and when.</li>
      </ul>
      <p>
        We use no cookies, no analytics, and no third-party scripts, advertising tags or trackers.
        Our server sees your internet (IP) address when you send the form, as every website does; it
        uses it only to limit how many requests one connection can send, and does not store it with
        your request.
      </p>
      <p>Two things stay in your own browser and reach us only when you send the form:</p>
      <ul className={noticeList}>
        <li>
          the first page, linking website and campaign tags of your visit, kept in this tab's
          session storage and gone when you close the tab;
        </li>
        <li>
          what you have typed into the form, kept in your browser's local storage as a draft so
          nothing is lost if the page reloads, and cleared once your request is sent.
        </li>
      </ul>
    </NoticeSection>
  );
}
