/** The Network Information API's part that says the visitor asked for less data (Chromium). */
type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

/**
 * On a visitor's Save-Data, no speculation at all: the page's Speculation Rules
 * (app/lib/speculation-rules.ts) go, and with their script its rules, so a pressed link loads
 * only when it is followed.
 */
export function start(): void {
  if (!(navigator as SaveDataNavigator).connection?.saveData) return;
  for (const rules of document.querySelectorAll('script[type="speculationrules"]')) {
    rules.remove();
  }
}
