/** One entry of the blog lists (spec §3 Blog teaser), derived from an article's front matter. */
export type BlogEntry = {
  slug: string;
  /** The article's English address; a page of another language puts its prefix before it. */
  link: string;
  title: string;
  subtitle: string;
  imgUrl: string;
  date: string;
  /**
   * Set on a Marathi or Hindi list's entry for an article published in English first (its
   * front matter's `englishFirst`): the title and subtitle are English, and the card leads to
   * the English page, `link` as it is (issue 30).
   */
  english?: true;
};
