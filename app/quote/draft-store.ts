import { EMPTY_QUOTE, type Quote, type QuoteField } from "#app/site/quote-fields.ts";

const STORAGE_KEY = "quote-draft:v1";

/** The saved draft, or null; tolerant of missing storage (private mode) and bad data. */
export function loadDraft(storage: Storage | undefined = globalThis.localStorage): Quote | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Record<QuoteField, unknown>>;
    const draft = { ...EMPTY_QUOTE };
    for (const field of Object.keys(EMPTY_QUOTE) as QuoteField[]) {
      if (typeof parsed[field] === "string") draft[field] = parsed[field];
    }
    return Object.values(draft).some(Boolean) ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(quote: Quote, storage: Storage | undefined = globalThis.localStorage) {
  try {
    if (Object.values(quote).some(Boolean)) storage?.setItem(STORAGE_KEY, JSON.stringify(quote));
    else storage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the form still works, the draft just is not kept.
  }
}

export function clearDraft(storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
