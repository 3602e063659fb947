import { listArticleSlugs } from "./blog/article-files";

/** Prerendered for the splat route; the server answers unknown paths with it and status 404. */
export const NOT_FOUND_PATH = "/404";

/** Every static route, every article and the 404 page: the whole site is prerendered. */
export async function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }) {
  const articles = listArticleSlugs().map((slug) => `/blogs/${slug}`);
  return [...getStaticPaths(), ...articles, NOT_FOUND_PATH];
}
