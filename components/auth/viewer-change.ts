// Back after a logout must not show the previous person's pages (issue 27, item 20). A logout leaves
// with a full page load, which drops the router's and the queries' memory; this covers what is left:
// the browser's back-forward cache, which can bring back a whole earlier document as it was. Every
// logout and login stamps the time in localStorage (shared by the tabs of the origin); a document
// restored from that cache, loaded before the stamp, reloads itself and is drawn for whoever is
// signed in now. The logout's toast crosses the page load in sessionStorage (this tab only).

const CHANGED_KEY = "viewerChangedAt";
const FLASH_KEY = "flashToast";

/** When this document was loaded: a restored document keeps it, a new one starts afresh. */
const LOADED_AT = Date.now();

function store(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}

/** Records that the person using this browser changed (a login or a logout). */
export function markViewerChanged(): void {
  try {
    // Strictly after this document's load, even on a clock that has not moved since.
    store("localStorage")?.setItem(CHANGED_KEY, String(Math.max(Date.now(), LOADED_AT + 1)));
  } catch {
    // Blocked storage: the page load still drops what this document held.
  }
}

/** Whether a login or logout happened after this document was loaded. */
export function viewerChangedSinceLoad(): boolean {
  return Number(store("localStorage")?.getItem(CHANGED_KEY) ?? 0) > LOADED_AT;
}

/** A success message for the next page this tab loads. */
export function flashAfterLoad(message: string): void {
  try {
    store("sessionStorage")?.setItem(FLASH_KEY, message);
  } catch {
    // The toast is lost; the logout still happened.
  }
}

/** The message left by flashAfterLoad, once. */
export function takeFlash(): string | null {
  try {
    const session = store("sessionStorage");
    const message = session?.getItem(FLASH_KEY) ?? null;
    session?.removeItem(FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}
