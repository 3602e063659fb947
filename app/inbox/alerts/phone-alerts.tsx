import { useRevalidator } from "react-router";

import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { cn } from "#app/ui/cn.ts";
import { formatIst } from "#app/inbox/index.ts";

import { useInboxWorker } from "./use-inbox-worker.ts";
import { usePushDevice, type PushDeviceState } from "./use-push-device.ts";

/** A device as the alerts page lists it (app/inbox/alerts/push-devices.server.ts). */
export type AlertDevice = { id: string; label: string; createdAt: Date; endpointHash: string };

const STATE_WORDS: Record<PushDeviceState, string> = {
  checking: "Checking what this browser can do…",
  unsupported: "This browser cannot show alerts from the inbox.",
  blocked:
    "Notifications are blocked for this site in this browser's settings. Allow them there, then come back to turn alerts on.",
  off: "Alerts are off on this device.",
  on: "Alerts are on: this device is told of every new lead.",
};

/** The one step that makes alerts work on an iPhone or iPad, said where they are turned on. */
function IphoneNote() {
  return (
    <p className="mt-1 rounded-lg bg-brand-50 p-1 text-sm text-ink-800">
      <span className="font-semibold">On an iPhone or iPad:</span> alerts work once the inbox is on
      the Home Screen. In Safari, tap Share, then Add to Home Screen; open the inbox from that icon
      and turn alerts on there.
    </p>
  );
}

/**
 * The alerts page's two cards: this device (turn alerts on or off, or why it cannot have them)
 * and every device of the account, each with its own Turn off.
 */
export function PhoneAlerts({
  publicKey,
  devices,
}: {
  publicKey: string;
  devices: readonly AlertDevice[];
}) {
  useInboxWorker();
  const revalidator = useRevalidator();
  const device = usePushDevice({
    publicKey,
    deviceHashes: devices.map((each) => each.endpointHash),
    onChange: () => void revalidator.revalidate(),
  });
  const { state, busy, message } = device;
  return (
    <div className="mt-3 grid gap-3 md:grid-cols-2">
      <AdminPanel id="this-device" title="This device">
        <p className="mt-1 text-ink-800">{STATE_WORDS[state]}</p>
        {(state === "off" || state === "on") && (
          <button
            type="button"
            onClick={state === "on" ? device.turnOff : device.turnOn}
            disabled={busy}
            className={cn(
              "mt-1.5",
              buttonStyles({ variant: state === "on" ? "outline" : "brand", size: "sm" }),
            )}
          >
            {state === "on" ? "Turn off alerts on this device" : "Turn on alerts on this device"}
          </button>
        )}
        {message && (
          <p
            role={message.problem ? "alert" : "status"}
            className={cn(
              "mt-1 rounded-lg p-1 text-sm font-semibold",
              message.problem ? "bg-coral-400/15 text-ink-950" : "bg-brand-50 text-ink-950",
            )}
          >
            {message.text}
          </p>
        )}
        <IphoneNote />
      </AdminPanel>
      <AdminPanel id="devices" title="Your devices with alerts">
        {devices.length === 0 ? (
          <p className="mt-1 text-ink-700">None yet.</p>
        ) : (
          <ul className="mt-1 grid gap-1">
            {devices.map((each) => {
              const here = each.endpointHash === device.thisDevice && state === "on";
              return (
                <li
                  key={each.id}
                  className="flex flex-wrap items-center justify-between gap-1 rounded-xl p-1 ring-1 ring-ink-200/70"
                >
                  <span>
                    <span className="font-semibold">{each.label}</span>
                    {here && <span className="text-ink-700"> (this device)</span>}
                    <span className="block text-sm text-ink-700">
                      Since {formatIst(new Date(each.createdAt))}
                    </span>
                  </span>
                  {here ? (
                    <button
                      type="button"
                      onClick={device.turnOff}
                      disabled={busy}
                      className={buttonStyles({ variant: "ghost", size: "sm" })}
                    >
                      Turn off
                    </button>
                  ) : (
                    <AdminForm intent="remove">
                      <input type="hidden" name="device" value={each.id} />
                      <button
                        type="submit"
                        aria-label={`Turn off alerts on ${each.label}`}
                        className={buttonStyles({ variant: "ghost", size: "sm" })}
                      >
                        Turn off
                      </button>
                    </AdminForm>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </AdminPanel>
    </div>
  );
}
