import type { Page, Request, Route } from "@playwright/test";

import { siteConfig } from "../app/site.config";

export const settings = siteConfig.quoteForm as Extract<
  typeof siteConfig.quoteForm,
  { transport: "google-forms" }
>;
export const ENDPOINT = `https://docs.google.com/forms/d/e/${settings.formId}/formResponse`;

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

/** Records every request to the quote endpoint, answering as `respond` says. */
export async function interceptEndpoint(
  page: Page,
  respond: (route: Route) => Promise<void> = (r) => r.fulfill({ status: 200, body: "" }),
) {
  const requests: Request[] = [];
  await page.route(`${ENDPOINT}*`, async (route) => {
    requests.push(route.request());
    await respond(route);
  });
  return requests;
}
