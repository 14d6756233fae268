// A visitor who presses Order For goes off to log in or sign up; when they come back to the page
// they left, the cart opens again where they were. Kept in sessionStorage: this tab only, and gone
// with it. A mark older than the limit is ignored (they gave up and came back another way).

const KEY = "thali.reopenCart";
const LIMIT_MS = 30 * 60_000;

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function session(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers that the cart should reopen on `path` (pathname and query). */
export function rememberCartReturn(path: string, now = Date.now(), storage = session()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // storage blocked: the visitor opens the cart themselves
  }
}

/** Whether the cart should reopen on `path`; a matching mark is used up. */
export function takeCartReturn(path: string, now = Date.now(), storage = session()): boolean {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return false;
    const mark = JSON.parse(raw) as { path?: unknown; at?: unknown };
    const fresh = typeof mark.at === "number" && now - mark.at >= 0 && now - mark.at < LIMIT_MS;
    if (!fresh) {
      storage?.removeItem(KEY);
      return false;
    }
    if (mark.path !== path) return false;
    storage?.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
