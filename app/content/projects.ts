import { siteConfig } from "#app/site/site.config.ts";

import type { ArtworkName } from "./artwork.ts";

/** Spec §9: the Our Works slider shows five projects. */
export const PROJECT_SLIDES = 5;

const images: readonly ArtworkName[] = [
  "projects/project-1",
  "projects/project-2",
  "projects/project-3",
  "projects/project-4",
  "projects/project-5",
];

/** The portfolio: links from the site config, each with its illustrated screenshot. */
export const projects = siteConfig.projects.slice(0, PROJECT_SLIDES).map((project, index) => ({
  ...project,
  image: images[index % images.length]!,
}));
