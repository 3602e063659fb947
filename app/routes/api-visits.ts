import { clientAddress, leadServices } from "#app/wiring/router-context.ts";
import { answerBeacon } from "#app/wiring/visit-beacon.server.ts";

import type { Route } from "./+types/api-visits";

/*
 * POST /api/visits: a public page's visit beacon (app/browser/visit.ts, `navigator.sendBeacon`
 * with URLSearchParams), counted by app/visits (docs/decisions/043-visits-counted.md).
 * - 204 to every beacon from the site's pages, counted or not: a bot, a browser that asks not to
 *   be tracked, the team's own reading, a page that is not the site's, over the address's
 *   limit, the store down. An error would show in the visitor's console for nothing they did.
 * - 403 from another site's page, 415 a body that is not a form, 413 over 4 KB or 10 fields
 *   (refused by the Node server, server/request-body.ts): never a beacon of the site's pages.
 */

const NO_STORE = { "Cache-Control": "no-store" };

// The Node server answers a beacon before React Router sees it (server/serve.ts); this action
// is what `react-router dev` reaches.
export async function action({ request, context }: Route.ActionArgs) {
  const status = await answerBeacon(context.get(leadServices), {
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: await request.text(),
    address: context.get(clientAddress),
  });
  return new Response(null, { status, headers: NO_STORE });
}

export function loader() {
  return new Response("Send page views with POST.", {
    status: 405,
    headers: { Allow: "POST", ...NO_STORE },
  });
}
