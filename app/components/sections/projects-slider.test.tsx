import { screen } from "@testing-library/react";
import { expect, it } from "vitest";

import { projects } from "#app/content/projects.ts";
import { overwriteGetLocale } from "#app/paraglide/runtime.js";

import { ProjectsSlider } from "./projects-slider.tsx";
import { renderStatic, setUpSectionTests } from "./sections.test-helpers.ts";

setUpSectionTests();

const slides = () => screen.getAllByRole("group");

it("shows each project's summary in English as the config writes it", () => {
  renderStatic(<ProjectsSlider />);
  expect(slides()).toHaveLength(projects.length);
  expect(slides()[0]).toHaveTextContent("Chai Corner CaféMenu site with online table booking");
  projects.forEach((project, index) => {
    expect(slides()[index]).toHaveTextContent(project.summary.en);
  });
});

it.each(["mr", "hi"] as const)("shows them in %s, the projects' names as written", (locale) => {
  overwriteGetLocale(() => locale);
  renderStatic(<ProjectsSlider />);
  projects.forEach((project, index) => {
    expect(slides()[index]).toHaveTextContent(`${project.name}${project.summary[locale]}`);
    expect(slides()[index]).not.toHaveTextContent(project.summary.en);
  });
});
