import type { Page, Request, Route } from "@playwright/test";

import { createTransport } from "#app/quote/create-transport.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { quoteOriginOf } from "../scripts/build/quote-origin.ts";

// Whichever transport the site config selects: where the form posts, and under which names.
const transport = createTransport(siteConfig.quoteForm);
/** The form field name of each answer at the configured endpoint. */
export const fieldNames = transport.fieldNames;
/** The origin the pages' policy allows the form to post to ("" when it posts to the site). */
export const QUOTE_ORIGIN = quoteOriginOf(siteConfig.quoteForm);
/** Matches the endpoint's address, absolute or on the site itself. */
export const ENDPOINT_GLOB = QUOTE_ORIGIN ? `${transport.action}*` : `**${transport.action}*`;

export const answers = {
  name: "Priya Sharma",
  email: "priya@sharmasweets.in",
  whatsapp: "+91 90000 12345",
  service: "Website Creation",
  message: "We need a website for our sweet shop before Diwali, with WhatsApp ordering.",
};

export async function fillForm(page: Page, values = answers) {
  const form = page.locator("#contact form");
  await form.getByLabel("Your name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("WhatsApp number").fill(values.whatsapp);
  await form.getByLabel("Service").selectOption(values.service);
  await form.getByLabel("Message").fill(values.message);
  return form;
}

/** What every endpoint's "stored" looks like: 201 with an id (the site's own server), a 2xx. */
export const STORED = { status: 201, contentType: "application/json", body: '{"id":"test"}' };

/** Records every request to the quote endpoint, answering as `respond` says. */
export async function interceptEndpoint(
  page: Page,
  respond: (route: Route) => Promise<void> = (r) => r.fulfill(STORED),
) {
  const requests: Request[] = [];
  await page.route(ENDPOINT_GLOB, async (route) => {
    requests.push(route.request());
    await respond(route);
  });
  return requests;
}

/**
 * Sends `values` from the page as a form does in a browser without JavaScript: a POST to
 * `action` that the page navigates to. For checks that need scripts on a page that has none
 * (axe runs as a script in the page).
 */
export async function postAsPlainForm(page: Page, action: string, values: Record<string, string>) {
  await page.evaluate(
    ({ action, values }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      for (const [name, value] of Object.entries(values)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action, values },
  );
}
