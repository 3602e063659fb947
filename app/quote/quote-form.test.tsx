import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { QuoteForm } from "./quote-form";

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
  render(<QuoteForm settings={endpoint} />);

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
  render(<QuoteForm settings={endpoint} />);

  await fillAndSend();

  expect(await screen.findByRole("button", { name: "Close" })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText("Your name")).toHaveValue(""));
  expect(localStorage.getItem("quote-draft:v1")).toBeNull();
});

it("never renders what the visitor typed as HTML", async () => {
  vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { container } = render(<QuoteForm settings={endpoint} />);
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
