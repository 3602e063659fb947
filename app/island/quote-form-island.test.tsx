// @vitest-environment node
import { renderToReadableStream } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";

import { PageInLanguage } from "#app/ui/page-in-language.tsx";
import { inMessageLanguage } from "#app/lib/message-language.server.ts";
import { m } from "#app/paraglide/messages.js";

import { QuoteFormIsland } from "./quote-form-island.tsx";

const quote = {
  name: "सुनीता पाटील",
  email: "sunita@example.in",
  whatsapp: "+91 90000 12345",
  service: "Website Creation",
  message: "</script><script>alert(1)</script> <!-- a shop in Kothrud",
};

/** /quote/retry as the server renders it in Marathi: the page's stream, in the request's language. */
const retryPageInMarathi = () =>
  inMessageLanguage("mr", async () => {
    const stream = await renderToReadableStream(
      <MemoryRouter initialEntries={["/quote/retry"]}>
        <PageInLanguage language="mr">
          <main>
            <QuoteFormIsland
              headingLevel="h2"
              resend={{ quote, carried: { page: "/mr/contact", language: "mr" } }}
            />
          </main>
        </PageInLanguage>
      </MemoryRouter>,
    );
    await stream.allReady;
    return new Response(stream).text();
  });

it("renders the form in the language of the page the server renders, its own root included", async () => {
  const html = await retryPageInMarathi();
  const island = html.match(
    /<div id="quote-island" data-quote-island="">(.*?)<\/div><script/s,
  )![1]!;
  expect(island).toContain(m.quote_form_title({}, { locale: "mr" }));
  expect(island).toContain(m.quote_send({}, { locale: "mr" }));
  expect(island).not.toContain(m.quote_send({}, { locale: "en" }));
  expect(island).toContain('href="/mr/privacy"');
  // The typed name is back in its field; the carried fields go with the quote.
  expect(island).toContain(`value="${quote.name}"`);
  expect(island).toContain('<input type="hidden" name="language" value="mr"/>');
});

it("writes the props beside the form as data no typed text can break out of", async () => {
  const html = await retryPageInMarathi();
  const json = html.match(
    /<script type="application\/json" id="quote-island-props">(.*?)<\/script>/s,
  )![1]!;
  expect(json).not.toContain("<");
  expect(JSON.parse(json)).toEqual({
    headingLevel: "h2",
    page: "/quote/retry",
    language: "mr",
    resend: { quote, carried: { page: "/mr/contact", language: "mr" } },
  });
});
