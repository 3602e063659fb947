import { describe, expect, it, vi } from "vitest";

import { createTransport } from "./create-transport.ts";
import { googleFormsAction } from "./transport-target.ts";
import type { Quote } from "#app/site/quote-fields.ts";

const quote: Quote = {
  name: "Priya Sharma",
  email: "priya@sharmasweets.in",
  whatsapp: "+91 90000 12345",
  service: "Website Creation",
  message: "We need a website for our sweet shop before Diwali.",
};

const entries = (body: unknown) => Object.fromEntries((body as FormData).entries());

describe("Google Forms transport", () => {
  const settings = {
    transport: "google-forms",
    formId: "1FAIpQLSeExample",
    entryIds: { name: "111", whatsapp: "222", service: "333", message: "444" },
  } as const;

  it("posts multipart form data in no-cors mode to the form's formResponse address", async () => {
    const fetcher = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    await createTransport(settings, fetcher).send(quote);

    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe("https://docs.google.com/forms/d/e/1FAIpQLSeExample/formResponse");
    expect(init).toMatchObject({ method: "POST", mode: "no-cors" });
    expect(init.body).toBeInstanceOf(FormData);
    expect(entries(init.body)).toEqual({
      "entry.111": "Priya Sharma",
      emailAddress: "priya@sharmasweets.in",
      "entry.222": "+91 90000 12345",
      "entry.333": "Website Creation",
      "entry.444": "We need a website for our sweet shop before Diwali.",
    });
  });

  it("treats the opaque answer as sent, and a network failure as a failure", async () => {
    const opaque = vi.fn().mockResolvedValue({ ok: false, status: 0, type: "opaque" });
    await expect(createTransport(settings, opaque).send(quote)).resolves.toBeUndefined();
    const offline = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(createTransport(settings, offline).send(quote)).rejects.toThrow("Failed to fetch");
  });

  it("exposes the same address and field names for the no-JavaScript form", () => {
    const transport = createTransport(settings);
    expect(transport.action).toBe(googleFormsAction(settings.formId));
    expect(transport.fieldNames.email).toBe("emailAddress");
    expect(transport.fieldNames.message).toBe("entry.444");
  });
});

describe("HTTP endpoint transport", () => {
  const settings = {
    transport: "http-endpoint",
    url: "https://forms.example.com/f/quote",
  } as const;

  it("posts the answers under plain names in cors mode and succeeds on 2xx", async () => {
    const fetcher = vi.fn().mockResolvedValue(new Response("{}", { status: 201 }));
    await createTransport(settings, fetcher).send(quote);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(settings.url);
    expect(init).toMatchObject({ method: "POST", mode: "cors" });
    expect(entries(init.body)).toEqual(quote);
  });

  it.each([400, 422, 500, 503])("fails on a %i answer", async (status) => {
    const fetcher = vi.fn().mockResolvedValue(new Response("no", { status }));
    await expect(createTransport(settings, fetcher).send(quote)).rejects.toThrow(String(status));
  });
});
