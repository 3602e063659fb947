/** One entry of the blog lists (spec §3 Blog teaser), derived from an article's front matter. */
export type BlogEntry = {
  slug: string;
  link: string;
  title: string;
  subtitle: string;
  imgUrl: string;
  date: string;
};
