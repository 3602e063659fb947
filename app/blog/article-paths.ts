/** The address of an article: the file content/blog/<slug>.md is served at /blogs/<slug>. */
export const articlePath = (slug: string) => `/blogs/${slug}`;

/** An article's social preview image (1200 × 630), rendered by the build. */
export const articleSocialImage = (slug: string) => `/social/blogs/${slug}.png`;
