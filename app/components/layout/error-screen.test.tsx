import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { expect, it } from "vitest";

import { m } from "#app/paraglide/messages.js";

import { ErrorScreen } from "./error-screen.tsx";

// Public pages render the error screen at build only, where no effect runs and the navigation is
// the first one (POP): it shows itself there. Reloading an address reached by a link is the
// inbox's case, the one place with client navigation.

const atBuild = (error: unknown) => {
  document.body.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <ErrorScreen error={error} />
    </MemoryRouter>,
  );
};

it("shows the title, what failed and the way home", () => {
  atBuild(new Error("The lead store did not answer"));
  expect(document.querySelector("h1")).toHaveTextContent(m.pages_error_title());
  expect(document.body).toHaveTextContent("The lead store did not answer");
  expect(document.querySelector('a[href="/"]')).toHaveTextContent(m.pages_error_home());
});

it("shows itself for a missing page opened directly, with its status", () => {
  atBuild(new ErrorResponse(404, "Not Found", null));
  expect(document.querySelector("h1")).toHaveTextContent(m.pages_error_title());
  expect(document.body).toHaveTextContent("404 Not Found");
});
