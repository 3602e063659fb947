import { parse as parseYaml } from "yaml";

import { articleFrontMatterSchema, type ArticleFrontMatter } from "./article-schema.ts";

export type ParsedFrontMatter = { slug: string; frontMatter: ArticleFrontMatter; body: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * Splits an article into validated front matter and Markdown body. Every error names
 * the file and the field, so a broken article fails the build with a useful message.
 */
export function parseFrontMatter(file: string, slug: string, source: string): ParsedFrontMatter {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    throw new Error(`${file}: no front matter (a YAML block between two '---' lines at the top)`);
  }
  const [, yamlText = "", body = ""] = match;

  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }

  const result = articleFrontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const field = issue.path.join(".") || "(front matter)";
      return `  - ${field}: ${issue.message}`;
    });
    throw new Error(`${file}: invalid front matter\n${problems.join("\n")}`);
  }
  if (body.trim().length === 0) throw new Error(`${file}: the article has no body text`);

  return { slug, frontMatter: result.data, body };
}
