import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import type * as ReactDomClient from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import toast from "react-hot-toast";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { QuoteFormIsland } from "#app/island/quote-form-island.tsx";
import type { QuoteResend } from "#app/quote/index.ts";

import { startWith, type QuoteIsland } from "./quote-island-loader.ts";

/*
 * Every root the island hydrates, unmounted after each test: React schedules its passive
 * effects after a commit, and on a loaded machine a root left running met the environment's
 * teardown ("window is not defined" in CI, after every test had passed).
 */
const hydratedRoots = vi.hoisted(() => [] as Array<{ unmount(): void }>);
vi.mock("react-dom/client", async (importOriginal) => {
  const client = await importOriginal<typeof ReactDomClient>();
  return {
    ...client,
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => {
      const root = client.hydrateRoot(...args);
      hydratedRoots.push(root);
      return root;
    },
  };
});

const DRAFT_KEY = "quote-draft:v1";

const priya = {
  name: "Priya Sharma",
  email: "priya@sharmasweets.in",
  whatsapp: "+91 90000 12345",
  service: "Website Creation",
  message: "A website for our sweet shop before Diwali.",
};

/** The contact page's island as the build renders it. */
function renderPage(resend?: QuoteResend) {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ["/contact"] },
      createElement(QuoteFormIsland, { headingLevel: "h3", resend }),
    ),
  );
}

/** The island's chunk, held back until the test lets it arrive (as a slow network would). */
function heldIsland() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async (): Promise<QuoteIsland> => {
    await arrived;
    return import("#app/island/hydrate-quote-form.tsx");
  });
  return { load, arrive: () => act(async () => arrive()) };
}

/** An IntersectionObserver the test moves: the form comes into view when it says. */
let approach: ((near: boolean) => void) | undefined;
let observedMargin: string | undefined;

beforeEach(() => {
  localStorage.clear();
  approach = undefined;
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observedMargin = options?.rootMargin;
        approach = (near) =>
          callback(
            [{ isIntersecting: near } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe() {}
      disconnect() {
        approach = undefined;
      }
    },
  );
});
afterEach(async () => {
  await act(async () => {
    for (const root of hydratedRoots.splice(0)) root.unmount();
  });
  vi.unstubAllGlobals();
  toast.remove();
  document.body.innerHTML = "";
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const container = () => document.querySelector("[data-quote-island]")!;

async function typeAnswers(user = userEvent.setup()) {
  await user.type(field("Your name"), priya.name);
  await user.type(field("Email"), priya.email);
  await user.type(field("WhatsApp number"), priya.whatsapp);
  await user.selectOptions(field("Service"), priya.service);
  await user.type(field("Message"), priya.message);
  return user;
}

it("does nothing on a page without the form", () => {
  document.body.innerHTML = "<main><p>An article</p></main>";
  const { load } = heldIsland();
  startWith(load);
  expect(load).not.toHaveBeenCalled();
});

it("loads the form's code when it comes near the screen, or at the visitor's first touch", async () => {
  renderPage();
  const first = heldIsland();
  startWith(first.load);
  expect(observedMargin).toBe("0px 0px 25% 0px");
  approach!(false);
  expect(first.load).not.toHaveBeenCalled();
  approach!(true);
  expect(first.load).toHaveBeenCalledTimes(1);

  // Another visit, the form still far below: focusing a field (a keyboard, autofill) loads it.
  renderPage();
  const second = heldIsland();
  startWith(second.load);
  expect(second.load).not.toHaveBeenCalled();
  field("Email").focus();
  expect(second.load).toHaveBeenCalledTimes(1);
  await userEvent.setup().type(field("Email"), "p");
  expect(second.load).toHaveBeenCalledTimes(1);
});

it("saves what is typed before React arrives at once, and a restart restores it into empty fields only", async () => {
  renderPage();
  const { load } = heldIsland();
  startWith(load);
  await typeAnswers();
  expect(load).toHaveBeenCalled();
  expect(container().hasAttribute("data-island-ready")).toBe(false);
  expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toEqual(priya);

  // The page again, as after a reload, where the browser had already put a name back.
  renderPage();
  field("Your name").value = "Priya S.";
  startWith(heldIsland().load);
  expect(field("Your name")).toHaveValue("Priya S.");
  expect(field("Email")).toHaveValue(priya.email);
  expect(field("Service")).toHaveValue(priya.service);
  expect(field("Message")).toHaveValue(priya.message);
});

it("holds a send made before React arrives and makes it with the form's code once it has", async () => {
  const fetcher = vi.fn().mockResolvedValue(new Response("{}", { status: 201 }));
  vi.stubGlobal("fetch", fetcher);
  const plainPost = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
  const hydrationErrors = vi.spyOn(console, "error");
  renderPage();
  const island = heldIsland();
  startWith(island.load);
  const user = await typeAnswers();

  const submits: Event[] = [];
  const record = (event: Event) => submits.push(event);
  window.addEventListener("submit", record, { capture: true });
  // A double click before React is there: one send, not two.
  await user.dblClick(screen.getByRole("button", { name: "Send my request" }));
  expect(submits.length).toBeGreaterThan(0);
  expect(submits.every((event) => event.defaultPrevented)).toBe(true);
  expect(fetcher).not.toHaveBeenCalled();
  window.removeEventListener("submit", record, { capture: true });

  await island.arrive();
  await waitFor(() => expect(container().hasAttribute("data-island-ready")).toBe(true));
  // The form's own success: the toast with its Close button, the form reset, no draft left.
  expect(await screen.findByRole("button", { name: "Close" })).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(field("Your name")).toHaveValue("");
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  expect(plainPost).not.toHaveBeenCalled();
  // React took the prerendered form as it was: no mismatch reported.
  expect(hydrationErrors).not.toHaveBeenCalled();
});

it("posts the form without JavaScript's help when the form's code cannot load", async () => {
  const plainPost = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  renderPage();
  startWith(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
  const user = await typeAnswers();
  await user.click(screen.getByRole("button", { name: "Send my request" }));
  await waitFor(() => expect(plainPost).toHaveBeenCalledTimes(1));
  expect(log).toHaveBeenCalled();
});

it("keeps a quote shown again by /quote/retry, and what the visitor changed in it before React arrived", async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...priya, message: "An older draft" }));
  renderPage({ quote: priya, carried: { page: "/contact", language: "en" } });
  const island = heldIsland();
  startWith(island.load);
  expect(field("Message")).toHaveValue(priya.message);
  const user = userEvent.setup();
  await user.clear(field("Message"));
  await user.type(field("Message"), "Before Diwali, please.");

  await island.arrive();
  await waitFor(() => expect(container().hasAttribute("data-island-ready")).toBe(true));
  expect(field("Message")).toHaveValue("Before Diwali, please.");
  expect(field("Your name")).toHaveValue(priya.name);
});

it("leaves a form in another language than its script's words as HTML, which still posts", async () => {
  const plainPost = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
  renderPage();
  const props = document.getElementById("quote-island-props")!;
  props.textContent = props.textContent!.replace('"language":"en"', '"language":"mr"');
  const island = heldIsland();
  startWith(island.load);
  const user = await typeAnswers();
  await user.click(screen.getByRole("button", { name: "Send my request" }));
  await island.arrive();
  await waitFor(() => expect(plainPost).toHaveBeenCalledTimes(1));
  expect(container().hasAttribute("data-island-ready")).toBe(false);
});
