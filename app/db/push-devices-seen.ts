/*
 * Whether a store is known to have no device with phone alerts on, so that a quote need not
 * ask (issue 46: on the embedded store every statement costs about a third of a millisecond,
 * and asking was a sixth of a quote's time). Only for the embedded store: one process holds
 * it (DATA_DIR is locked), so every device is saved through this process and the memory is
 * exact. Servers on PostgreSQL always ask: another server may have saved one.
 *
 * A capture that finds none marks it only when no device was saved while it asked (the
 * generation is unchanged), so a device saved at that moment is never hidden.
 */

type Seen = { generation: number; none: boolean };

const seen = new WeakMap<object, Seen>();

const of = (store: object) => {
  let entry = seen.get(store);
  if (!entry) seen.set(store, (entry = { generation: 0, none: false }));
  return entry;
};

/** True when the store is known to have no device: no need to ask. */
export const knownNoPushDevices = (store: object) => of(store).none;

/** The generation to hand back to `foundNoPushDevices`, read before asking. */
export const pushDevicesGeneration = (store: object) => of(store).generation;

/** The store had no device when asked; remembered unless one was saved since `generation`. */
export function foundNoPushDevices(store: object, generation: number) {
  const entry = of(store);
  if (entry.generation === generation) entry.none = true;
}

/** A device was saved (call it once the save has committed): the next quote asks again. */
export function pushDeviceSaved(store: object) {
  const entry = of(store);
  entry.generation += 1;
  entry.none = false;
}
