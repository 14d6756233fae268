// The restaurant list asks for a delivery location on the first visit only (PlaceSync's askOnce): this remembers, in
// this browser, that it asked. No imports, so the list page carries a few bytes for it.

/** The key under which the list remembers that it asked for the location once (this browser). */
const LOCATION_ASKED_KEY = "deliveryLocationAsked";

/** Whether the list already asked for a location in this browser; true when storage is unusable. */
export function wasLocationAsked(storage: Pick<Storage, "getItem"> = localStorage): boolean {
  try {
    return storage.getItem(LOCATION_ASKED_KEY) !== null;
  } catch {
    // Storage blocked: asking on every visit would nag, so treat it as asked.
    return true;
  }
}

export function markLocationAsked(storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(LOCATION_ASKED_KEY, "1");
  } catch {
    // nothing to remember it in
  }
}
