import { blogEntries } from "~/blog/articles.server";
import { BlogCard } from "~/components/ui/blog-card";
import { pageMeta } from "~/lib/seo";
import { breadcrumbSchema } from "~/lib/structured-data";

import type { Route } from "./+types/allblogs";

export function meta() {
  return pageMeta({
    title: "Blogs On Digital Marketing",
    description:
      "Ten practical digital marketing guides for Indian small businesses: startups, SaaS, interiors, fashion, dental, education, hotels, law, real estate, food.",
    path: "/allblogs",
    jsonLd: [
      breadcrumbSchema([
        { name: "Home", path: "/" },
        { name: "Blogs On Digital Marketing", path: "/allblogs" },
      ]),
    ],
  });
}

export function loader() {
  return { entries: blogEntries() };
}

export default function AllBlogsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-6 md:py-8" aria-labelledby="allblogs-title">
      <h1 id="allblogs-title" className="text-3xl font-extrabold md:text-4xl">
        Blogs On Digital Marketing
      </h1>
      <p className="mt-2 max-w-2xl text-base text-ink-600">
        Practical, India-specific advice for growing your business online, one industry at a time.
      </p>
      <ul className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.entries.map((entry) => (
          <li key={entry.slug}>
            <BlogCard entry={entry} heading="h2" />
          </li>
        ))}
      </ul>
    </section>
  );
}
