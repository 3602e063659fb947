import { z } from "zod";

// Front matter of one article in content/blog/<slug>.md, checked at build time.
const sitePath = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with '/'");

const isoDate = z
  .union([z.date(), z.string()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD"));

export const articleFrontMatterSchema = z
  .strictObject({
    title: z.string().min(10).max(90),
    description: z.string().min(50).max(160),
    author: z.string().min(2),
    date: isoDate,
    /** When the article's facts and sources were last checked. */
    reviewed: isoDate,
    order: z.number().int().positive(),
    tags: z.array(z.string().min(2)).min(1).max(6),
    hero: z.strictObject({ src: sitePath, alt: z.string().min(10) }),
    teaser: z.strictObject({
      title: z.string().min(5).max(60),
      subtitle: z.string().min(10).max(120),
      thumbnail: sitePath,
    }),
    /**
     * Published in English before its Marathi and Hindi translations (issue 30): the build then
     * lets the translations be missing, lists the article on the Marathi and Hindi pages marked
     * as English, and `npm run build -- --strict` names it (scripts/build/sample-content.ts). Only `true`:
     * an article without it must have every translation. Never in a translation's front matter.
     */
    englishFirst: z.literal(true, "must be true, or left out").optional(),
  })
  .refine((article) => article.reviewed >= article.date, {
    path: ["reviewed"],
    message: "must be on or after the publication date",
  });

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
