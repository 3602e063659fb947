import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it, vi } from "vitest";

import { ErrorBoundary } from "#app/root.tsx";

function Broken(): never {
  throw new Error("The price list failed to load");
}

it("shows 'Unexpected Application Error!' with the message and logs the error", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
  render(<Stub initialEntries={["/"]} />);

  expect(
    await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeInTheDocument();
  expect(screen.getByText("The price list failed to load")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  expect(log).toHaveBeenCalledWith(
    expect.objectContaining({ message: "The price list failed to load" }),
  );
});

it("shows the status text of a failed response", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => null,
      loader: () => {
        throw new Response("down", { status: 503, statusText: "Service Unavailable" });
      },
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  expect(await screen.findByText("503 Service Unavailable")).toBeInTheDocument();
});

// Reached by a link inside the site, a missing page is loaded again as a document, and the host
// answers with the branded 404 page (e2e/not-found.spec.ts). Opened as the first page (the
// inbox's server answers it), it says what is missing.
it("says 404 for an address without a page opened directly", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const Stub = createRoutesStub([{ path: "/", Component: () => null, ErrorBoundary }]);
  render(<Stub initialEntries={["/missing"]} />);
  expect(await screen.findByText("404 Not Found")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
});
