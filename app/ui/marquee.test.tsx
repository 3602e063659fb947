import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";

import { Marquee } from "./marquee.tsx";

const items = ["One", "Two", "Three"].map((text) => <span key={text}>{text}</span>);

// Rendered as the build renders it: static markup. Its pause button's behaviour is
// app/browser/marquee-pause.ts's, tested there.
const renderStatic = (element: ReactElement) => {
  document.body.innerHTML = renderToStaticMarkup(element);
};

it("repeats the items to fill a wide screen and hides the copies from assistive technology", () => {
  renderStatic(<Marquee label="the gallery" items={items} itemWidth={300} gap={24} speed={20} />);
  const track = screen.getByTestId("marquee-track");
  const lists = track.querySelectorAll("ul");
  // 3 × 324 = 972 px per set; 2560 px needs 3 sets, plus one to loop.
  expect(lists).toHaveLength(4);
  expect([...lists].slice(1).every((list) => list.getAttribute("aria-hidden") === "true")).toBe(
    true,
  );
  expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(3);
});

it("moves one set per cycle at the given speed", () => {
  renderStatic(
    <Marquee label="the testimonials" items={items} itemWidth={340} gap={24} speed={50} />,
  );
  const style = screen.getByTestId("marquee-track").style;
  expect(style.getPropertyValue("--marquee-distance")).toBe("1092px");
  expect(style.getPropertyValue("--marquee-duration")).toBe("21.84s");
});

it("has a pause button that names what it stops, carrying the words for both of its states", () => {
  renderStatic(
    <Marquee label="the testimonials" items={items} itemWidth={340} gap={24} speed={50} />,
  );
  const button = screen.getByRole("button", { name: "Pause the testimonials" });
  expect(button).toHaveAttribute("data-label-play", "Play the testimonials");
  expect(button).toHaveAttribute("data-pause-animation");
  expect(button).not.toHaveAttribute("data-paused");
});
