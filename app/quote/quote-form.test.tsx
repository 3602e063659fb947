import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import type { QuoteFormSettings } from "#app/site/site.config.ts";

import { QuoteForm } from "./quote-form.tsx";

/** The form as the contact page's island renders it: no router, its page named. */
const renderForm = (settings: QuoteFormSettings) =>
  render(<QuoteForm settings={settings} page="/contact" />);

const endpoint = { transport: "http-endpoint", url: "https://forms.agency.in/quote" } as const;

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const kavya = {
  name: "Kavya Rao",
  email: "kavya@raobakes.in",
  whatsapp: "+91 90000 22222",
  service: "Software Creation",
  message: "An ordering app for our bakery.",
};

async function fillAndSend(values = kavya) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Your name"), values.name);
  await user.type(screen.getByLabelText("Email"), values.email);
  await user.type(screen.getByLabelText("WhatsApp number"), values.whatsapp);
  await user.selectOptions(screen.getByLabelText("Service"), values.service);
  await user.type(screen.getByLabelText("Message"), values.message);
  await user.click(screen.getByRole("button", { name: "Send my request" }));
}

it("with an HTTP endpoint, a 500 answer is a failure: error shown, values kept, fallbacks offered", async () => {
  const fetcher = vi.fn().mockResolvedValue(new Response("server error", { status: 500 }));
  vi.stubGlobal("fetch", fetcher);
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  renderForm(endpoint);

  await fillAndSend();

  expect(
    await screen.findByText("Something went wrong. Please try again.", { exact: true }),
  ).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledWith(
    endpoint.url,
    expect.objectContaining({ method: "POST", mode: "cors" }),
  );
  expect(log).toHaveBeenCalled();
  expect(screen.getByLabelText("Your name")).toHaveValue("Kavya Rao");
  expect(screen.getByLabelText("Message")).toHaveValue("An ordering app for our bakery.");
  expect(screen.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")).toContain(
    encodeURIComponent("An ordering app for our bakery."),
  );
});

it("with an HTTP endpoint, a 2xx answer is a confirmed delivery: success toast and reset", async () => {
  vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("{}", { status: 200 })));
  renderForm(endpoint);

  await fillAndSend();

  expect(await screen.findByRole("button", { name: "Close" })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText("Your name")).toHaveValue(""));
  expect(localStorage.getItem("quote-draft:v1")).toBeNull();
});

it("never renders what the visitor typed as HTML", async () => {
  vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { container } = renderForm(endpoint);
  await fillAndSend({
    name: "<img src=x onerror=alert(1)>",
    email: "a@b.in",
    whatsapp: "9000022222",
    service: "Website Creation",
    message: "<script>alert(1)</script>",
  });
  await screen.findByText("Something went wrong. Please try again.", { exact: true });
  expect(container.querySelector("img[src=x], script")).toBeNull();
});

it("with the site's own server, a 422 shows each reason under its field and keeps the text", async () => {
  const fetcher = vi.fn().mockResolvedValue(
    Response.json(
      {
        errors: {
          whatsapp: "Please enter the number with its country code, like +91 98765 43210.",
        },
      },
      { status: 422 },
    ),
  );
  vi.stubGlobal("fetch", fetcher);
  renderForm({ transport: "inbox" });
  await fillAndSend();

  const whatsapp = screen.getByLabelText("WhatsApp number");
  await waitFor(() => expect(whatsapp).toHaveAttribute("aria-invalid", "true"));
  expect(whatsapp).toHaveAccessibleDescription(
    "With country code, e.g. +91 98765 43210 Please enter the number with its country code, like +91 98765 43210.",
  );
  expect(screen.getByLabelText("Message")).toHaveValue(kavya.message);
  const [url, init] = fetcher.mock.calls[0]!;
  expect(url).toBe("/api/leads");
  const sent = Object.fromEntries((init.body as FormData).entries());
  // With the page's language (the build's; English in the tests) and the device (a fine pointer).
  expect(sent).toMatchObject({ ...kavya, page: "/", language: "en", device: "desktop" });
  expect(Number(sent.elapsed_ms)).toBeGreaterThan(0);
});

it("with the site's own server, sends its page, notice and language without JavaScript too", () => {
  renderForm({ transport: "inbox" });
  const form = screen.getByRole("form", { name: "Request a free quote" });
  const hidden = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
      input.name,
      input.value,
    ]),
  );
  expect(hidden).toEqual({
    page: "/contact",
    privacy_notice: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    language: "en",
  });
  // A form that posts elsewhere sends the answers alone.
  cleanup();
  renderForm(endpoint);
  expect(
    screen
      .getByRole("form", { name: "Request a free quote" })
      .querySelectorAll('input[type="hidden"]'),
  ).toHaveLength(0);
});

it("with the site's own server, a 503 keeps the text and offers WhatsApp and email", async () => {
  vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(null, { status: 503 })));
  renderForm({ transport: "inbox" });
  await fillAndSend();
  expect(await screen.findByText("Your request was not sent, but nothing is lost.")).toBeVisible();
  expect(screen.getByRole("link", { name: /Send on WhatsApp/ })).toBeVisible();
  expect(screen.getByLabelText("Your name")).toHaveValue(kavya.name);
});

it("with the site's own server, a limit on the email shows the wait under it and keeps the text", async () => {
  const wait =
    "You have sent several requests from this email address in the last hour. Please wait 12 minutes and send again, or message us on WhatsApp at +91 98765 43210.";
  vi.stubGlobal(
    "fetch",
    vi
      .fn()
      .mockResolvedValue(
        Response.json(
          { errors: { email: wait } },
          { status: 429, headers: { "Retry-After": "720" } },
        ),
      ),
  );
  const log = vi.spyOn(console, "error");
  renderForm({ transport: "inbox" });
  await fillAndSend();

  const email = screen.getByLabelText("Email");
  await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
  expect(email).toHaveAccessibleDescription(wait);
  expect(email).toHaveFocus();
  expect(email).toHaveValue(kavya.email);
  expect(screen.getByLabelText("Message")).toHaveValue(kavya.message);
  expect(screen.getByText("Your request was not sent, but nothing is lost.")).toBeVisible();
  expect(screen.getByRole("link", { name: "Send on WhatsApp" })).toBeVisible();
  expect(screen.getByRole("status")).toHaveTextContent(
    `${wait} Your details are still in the form.`,
  );
  // Expected, not a fault: nothing in the console, no "Something went wrong".
  expect(log).not.toHaveBeenCalled();
  expect(screen.queryByText("Something went wrong. Please try again.")).toBeNull();
});

it("with the site's own server, a limit on the network says the wait and what to do in the failure panel", async () => {
  const wait =
    "Many requests came from your network in the last few minutes. Please wait 1 minute and send again, or message us on WhatsApp at +91 98765 43210.";
  vi.stubGlobal(
    "fetch",
    vi.fn().mockResolvedValue(Response.json({ errors: { form: wait } }, { status: 429 })),
  );
  renderForm({ transport: "inbox" });
  await fillAndSend();

  const panel = (await screen.findByText("Your request was not sent, but nothing is lost."))
    .parentElement!;
  expect(panel).toHaveTextContent(`${wait} Your details are still in the form.`);
  expect(screen.getByRole("status")).toHaveTextContent(
    `${wait} Your details are still in the form.`,
  );
  expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
  expect(screen.getByLabelText("Your name")).toHaveValue(kavya.name);
  expect(screen.getByRole("link", { name: "Send on WhatsApp" })).toBeVisible();
});

it("links to the privacy notice in the page's language, without a router", () => {
  render(<QuoteForm page="/mr/contact" language="mr" settings={{ transport: "inbox" }} />);
  const form = screen.getByRole("form");
  expect(form.querySelector("#quote-consent a")).toHaveAttribute("href", "/mr/privacy");
  expect(form.querySelector<HTMLInputElement>('input[name="page"]')!.value).toBe("/mr/contact");
  expect(form.querySelector<HTMLInputElement>('input[name="language"]')!.value).toBe("mr");
});

it("saves the draft at the first keystroke and restores it only into empty fields", async () => {
  localStorage.setItem(
    "quote-draft:v1",
    JSON.stringify({ ...kavya, name: "Saved name", message: "Saved message" }),
  );
  // A quote shown again (/quote/retry) fills the name and the message: the draft fills the rest.
  render(
    <QuoteForm
      page="/quote/retry"
      settings={endpoint}
      resend={{
        quote: { ...kavya, email: "", whatsapp: "", service: "" },
        carried: {},
      }}
    />,
  );
  await waitFor(() => expect(screen.getByLabelText("Email")).toHaveValue(kavya.email));
  expect(screen.getByLabelText("Your name")).toHaveValue(kavya.name);
  expect(screen.getByLabelText("Message")).toHaveValue(kavya.message);
  expect(screen.getByLabelText("Service")).toHaveValue(kavya.service);

  await userEvent.setup().type(screen.getByLabelText("Your name"), "!");
  // At once, not after a pause: a reload right after the keystroke keeps it.
  expect(JSON.parse(localStorage.getItem("quote-draft:v1")!)).toMatchObject({
    name: `${kavya.name}!`,
    email: kavya.email,
  });
});
