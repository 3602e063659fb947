import { screen } from "@testing-library/react";
import { expect, it } from "vitest";

import { overwriteGetLocale } from "#app/paraglide/runtime.js";

import { renderStatic, setUpSectionTests } from "./sections.test-helpers.ts";
import { TestimonialsSection } from "./testimonials-section.tsx";

setUpSectionTests();

it("shows the testimonials in English as written, with no note about translation", () => {
  renderStatic(<TestimonialsSection />);
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("What our clients say");
  expect(screen.getAllByText("“Clear reporting every month", { exact: false })).not.toHaveLength(0);
  expect(screen.queryByText(/translated|language they were written in/i)).toBeNull();
  expect(screen.getAllByText("Sample")).not.toHaveLength(0);
});

it.each([
  ["mr", "हे अनुभव मूळ इंग्रजीत लिहिलेले आहेत", "आमचे क्लायंट काय म्हणतात", "नमुना"],
  ["hi", "ये अनुभव मूल रूप से अंग्रेज़ी में लिखे गए थे", "हमारे क्लाइंट क्या कहते हैं", "नमूना"],
] as const)(
  "says in %s that the testimonials are translated from English",
  (locale, note, title, sample) => {
    overwriteGetLocale(() => locale);
    renderStatic(<TestimonialsSection headingLevel="h1" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(note, { exact: false })).toBeVisible();
    // The translated quotes stay marked as samples, in the page's language.
    expect(screen.getAllByText(sample)).not.toHaveLength(0);
  },
);
