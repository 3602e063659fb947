import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Where the articles live, one Markdown file per article named <slug>.md. ARTICLES_DIR
 * overrides it for the bundle-growth check (scripts/checks/new-article.ts).
 */
export const ARTICLES_DIR = process.env.ARTICLES_DIR ?? join(process.cwd(), "content", "blog");

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The article slugs, from the file names; a badly named file fails the build. */
export function listArticleSlugs(dir = ARTICLES_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const slug = file.slice(0, -".md".length);
      if (!SLUG.test(slug)) {
        throw new Error(
          `${join(dir, file)}: file name must be a slug of lowercase letters, digits and hyphens`,
        );
      }
      return slug;
    })
    .sort();
}
