/**
 * The hero's small logo SVGs, inlined into the page as data URLs at build time: as files each
 * would be a request competing with the hero image for the first paint. Only first-viewport
 * icons belong here; every byte inlined makes the HTML slower to arrive.
 */
type IconSet = "platform-icons";

const files = import.meta.glob<string>("../assets/*/*.svg", {
  query: "?inline",
  import: "default",
  eager: true,
});

export function inlineSvg(set: IconSet, name: string): string {
  const url = files[`../assets/${set}/${name}.svg`];
  if (!url) throw new Error(`app/assets/${set}/${name}.svg is missing.`);
  return url;
}
