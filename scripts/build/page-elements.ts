import { parse, type DefaultTreeAdapterTypes } from "parse5";

import { nothingToChange } from "./build-step-error.ts";

// The build's steps read a prerendered page as the browser does (parse5 follows the HTML
// standard's parser) and find its elements by what they are, whatever the order or quoting of
// their attributes. They change the page by its elements' positions in the text, so everything
// else stays byte for byte as React Router wrote it.

export type PageElement = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

function* elementsUnder(node: ParentNode): Generator<PageElement> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elementsUnder("content" in child ? child.content : child);
  }
}

/** Every element of the page, in document order, with its position in the text. */
export const pageElements = (html: string): PageElement[] => [
  ...elementsUnder(parse(html, { sourceCodeLocationInfo: true })),
];

export const attributeOf = (element: PageElement, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** Where an element stands in the page's text, and where its own text begins and ends. */
export function positionOf(element: PageElement, step: string, file: string) {
  const location = element.sourceCodeLocation;
  if (!location) throw nothingToChange(step, file, `the position of <${element.tagName}>`);
  return {
    start: location.startOffset,
    end: location.endOffset,
    /** After the start tag: where an element's text begins. */
    inside: location.startTag?.endOffset ?? location.endOffset,
    /** Before the end tag (a void element has none). */
    insideEnd: location.endTag?.startOffset ?? location.endOffset,
  };
}

/** The text between an element's tags, exactly as written (a script's source). */
export function textOf(html: string, element: PageElement, step: string, file: string): string {
  const { inside, insideEnd } = positionOf(element, step, file);
  return html.slice(inside, insideEnd);
}

export type Edit = { start: number; end: number; text: string };

/** The page with each span replaced by its text (spans must not overlap). */
export const applyEdits = (html: string, edits: Edit[]): string =>
  [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((page, edit) => page.slice(0, edit.start) + edit.text + page.slice(edit.end), html);
