import type { RequestLike } from "./request-origin.server.ts";
import { isAllowedOrigin } from "./request-origin.server.ts";
import type { LeadServices } from "./services.server.ts";

/*
 * A page's visit beacon, answered (docs/decisions/043-visits-counted.md): 204 to every beacon
 * from the site's pages, counted or not; 403 from another site's page, 415 a body that is not a
 * form. The Node server calls this before React Router (server/serve.ts): a beacon comes with
 * every page view, and React Router's request and action cost more than the counting itself
 * (bench:visits: the home page kept 74% of its requests per second beside 500 beacons a second
 * through it). app/routes/api-visits.ts calls it too, for `react-router dev`.
 */

const FORM = "application/x-www-form-urlencoded";

export async function answerBeacon(
  services: Pick<LeadServices, "settings" | "countPageView">,
  request: RequestLike & { body: string; address: string },
): Promise<number> {
  if (!isAllowedOrigin(request, services.settings)) return 403;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== FORM) return 415;
  // Read by the Node server already, within the beacon's size and field limits.
  await services.countPageView({
    fields: new URLSearchParams(request.body),
    headers: request.headers,
    address: request.address,
  });
  return 204;
}
