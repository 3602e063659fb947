import { redirect } from "react-router";
import { z } from "zod";

import { audit } from "#app/inbox/team/audit.server.ts";
import { deviceLabel } from "#app/inbox/alerts/device-label.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import {
  MAX_DEVICES_PER_ACCOUNT,
  removeDevice,
  saveDevice,
} from "#app/inbox/alerts/push-devices.server.ts";
import { ENDPOINT_MESSAGE, pushSubscriptionShape } from "#app/inbox/alerts/push-subscription.ts";
import { isAllowedOrigin } from "#app/wiring/request-origin.server.ts";
import { leadServices } from "#app/wiring/router-context.ts";
import { adminPages } from "#app/pages/admin-pages.ts";
import type { Route } from "./+types/admin-alerts-device";

/*
 * POST /admin/alerts/device (JSON): this browser's phone alerts, turned on
 * ({"intent":"subscribe","subscription":PushSubscription.toJSON()}) or off
 * ({"intent":"unsubscribe","endpoint":"…"}) by the alerts page. A resource route, so it checks
 * Origin itself; JSON only, which no other site's form can send. An endpoint that is not a
 * push service on the internet is refused with 422 and the field's message (decision 030).
 */

/** The request's shape; `testOrigin` is the one exception to the public-address rule. */
const requestShape = (testOrigin?: string) =>
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("subscribe"), subscription: pushSubscriptionShape(testOrigin) }),
    z.object({ intent: z.literal("unsubscribe"), endpoint: z.string().max(2048) }),
  ]);

const ENDPOINT_FIELD = "subscription.endpoint";

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** requireUser's redirect to the sign-in page, as this JSON address says it. */
async function signedIn(args: Route.ActionArgs) {
  try {
    return await requireUser(args.request, args.context);
  } catch (thrown) {
    if (thrown instanceof Response) return undefined;
    throw thrown;
  }
}

export async function action(args: Route.ActionArgs) {
  const services = args.context.get(leadServices);
  if (!isAllowedOrigin(args.request, services.settings)) {
    return answer(403, { error: "Refused: this request did not come from the inbox." });
  }
  const auth = await signedIn(args);
  if (!auth) return answer(401, { error: "Sign in again to change phone alerts." });
  const type = (args.request.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (type.toLowerCase() !== "application/json") {
    return answer(415, { error: "Send JSON." });
  }
  const parsed = requestShape(services.settings.pushTestOrigin).safeParse(
    await args.request.json().catch(() => undefined),
  );
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path.join(".") === ENDPOINT_FIELD)) {
      return answer(422, {
        error: ENDPOINT_MESSAGE,
        errors: { [ENDPOINT_FIELD]: ENDPOINT_MESSAGE },
      });
    }
    return answer(422, { error: "This browser sent a subscription the inbox cannot use." });
  }
  const { user, db, sessionId } = auth;
  if (parsed.data.intent === "unsubscribe") {
    const removed = await removeDevice(db, user.id, { endpoint: parsed.data.endpoint });
    if (removed) await audit(db, user.email, "phone-alerts-off", "this device");
    return answer(200, { removed });
  }
  const label = deviceLabel(args.request.headers.get("user-agent"));
  const saved = await saveDevice(db, {
    userId: user.id,
    sessionId,
    subscription: parsed.data.subscription,
    label,
  });
  if (!saved.ok) {
    return answer(409, {
      error: `Alerts are on for ${MAX_DEVICES_PER_ACCOUNT} devices of this account already: turn one off first.`,
    });
  }
  await audit(db, user.email, "phone-alerts-on", label);
  return answer(201, { id: saved.id, label });
}

export const loader = () => redirect(adminPages.adminAlerts.path);
