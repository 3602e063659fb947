import { Fragment } from "react";
import { Link } from "react-router";

import { PAGE_LANGUAGE } from "#app/lib/page-language.ts";
import { m } from "#app/paraglide/messages.js";
import { englishPathOf } from "#app/site/site-languages.ts";

import type { ArticleContent, Block, Inline } from "./article-body-types.ts";

/**
 * A source's title is in the source's language: on a Marathi or Hindi page, a title without
 * Devanagari is English, and said so (screen readers switch voice; the leftover-English check
 * knows it is meant).
 */
function sourceLanguage(children: Inline[]): "en" | undefined {
  if (PAGE_LANGUAGE === "en") return undefined;
  return /[\u0900-\u097F]/.test(plainText(children)) ? undefined : "en";
}

const plainText = (nodes: Inline[]): string =>
  nodes.map((node) => ("children" in node ? plainText(node.children) : node.text)).join("");

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/**
 * On an English page a searched phrase is text like the rest, joined with the text around it:
 * one text node, as before phrases were marked, not three with React's separators between.
 */
const englishText = (nodes: Inline[]): Inline[] =>
  nodes.reduce<Inline[]>((joined, node) => {
    const previous = joined.at(-1);
    if (node.type !== "text" && node.type !== "searched") return [...joined, node];
    if (previous?.type === "text")
      return [...joined.slice(0, -1), { type: "text", text: previous.text + node.text }];
    return [...joined, { type: "text", text: node.text }];
  }, []);

function Inlines({ nodes }: { nodes: Inline[] }) {
  return (PAGE_LANGUAGE === "en" ? englishText(nodes) : nodes).map((node, index) => {
    switch (node.type) {
      case "text":
        return <Fragment key={index}>{node.text}</Fragment>;
      case "searched":
        // Typed into Google in English: on a Marathi or Hindi page, said so (screen readers
        // switch voice; the leftover-English check knows it is meant).
        return (
          <span key={index} lang="en">
            {node.text}
          </span>
        );
      case "strong":
        return (
          <strong key={index} className="font-semibold text-ink-950">
            <Inlines nodes={node.children} />
          </strong>
        );
      case "em":
        return (
          <em key={index}>
            <Inlines nodes={node.children} />
          </em>
        );
      case "link":
        // Other sites (the sources) open as plain links; the site's own go through the router,
        // which adds the page's language prefix (a translation writes /mr/…, checked at build).
        return /^https:\/\//.test(node.href) ? (
          <a
            key={index}
            href={node.href}
            lang={sourceLanguage(node.children)}
            className={linkClass}
          >
            <Inlines nodes={node.children} />
          </a>
        ) : (
          <Link key={index} to={englishPathOf(node.href)} className={linkClass}>
            <Inlines nodes={node.children} />
          </Link>
        );
    }
  });
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <Inlines nodes={block.children} />
        </p>
      );
    case "subheading":
      return <h3 className="pt-1 text-xl font-bold">{block.text}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={
            block.ordered
              ? "list-decimal space-y-1 pl-3"
              : "list-disc space-y-1 pl-3 marker:text-accent-500"
          }
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-0.5">
              <Inlines nodes={item} />
            </li>
          ))}
        </List>
      );
    }
    case "image":
      return (
        <figure>
          <img
            src={block.src}
            alt={block.alt}
            width={1200}
            height={700}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-xl bg-brand-50 ring-1 ring-ink-200/70"
          />
        </figure>
      );
  }
}

/** The element that holds an article's text, in the prerendered page and after hydration. */
export const ARTICLE_BODY_ID = "article-body";

/** The article's text: introduction, then each section under its numbered anchor. */
export function ArticleBody({
  content,
  className,
}: {
  content: ArticleContent;
  className: string;
}) {
  return (
    <div id={ARTICLE_BODY_ID} className={className}>
      {content.intro.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
      {content.sections.map((section) => (
        <section
          key={section.anchor}
          id={section.anchor}
          aria-labelledby={`heading-${section.anchor}`}
          // render-lazy (app/styles/design.css): off screen, a section skips layout until it
          // nears the view, and its paint is clipped to its box. The box reaches 8 px past the
          // text at the sides and below (-mx-1 px-1, -mb-1 pb-1): focus rings show whole.
          className="-mx-1 -mb-1 grid gap-2 px-1 pt-3 pb-1 render-lazy"
        >
          <h2 id={`heading-${section.anchor}`} className="text-2xl font-extrabold md:text-3xl">
            {section.title === m.blog_conclusion()
              ? m.blog_conclusion()
              : `${Number(section.anchor) + 1}. ${section.title}`}
          </h2>
          {section.blocks.map((block, index) => (
            <BlockView key={index} block={block} />
          ))}
        </section>
      ))}
      {/* Rendered with the page, not render-lazy: it ends the article (app/styles/design.css). */}
      <section aria-labelledby="sources-title" className="mt-3 border-t border-ink-200 pt-3">
        <h2 id="sources-title" className="text-xl font-extrabold">
          {m.blog_sources()}
        </h2>
        <ol className="mt-1 list-decimal space-y-1 pl-3 text-base">
          {content.sources.map((source, index) => (
            <li key={index} className="pl-0.5 break-words">
              <Inlines nodes={source} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
