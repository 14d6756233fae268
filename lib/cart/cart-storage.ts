import type { CartState } from "./types";

export type CartStorage = Readonly<{
  /** The stored value (unvalidated: parseStoredCart checks it), or null when there is none or it is not JSON. */
  read(): unknown;
  write(cart: CartState): void;
  remove(): void;
}>;

/**
 * Keeps the cart in storage under `key` as the spec's plain `{ items, totalPrice, totalQuantity }`;
 * a value an earlier build wrapped as `{ state, version }` (zustand's persist format) is still read.
 * Storage that is blocked or full never breaks the cart: it then lives in memory for this page.
 */
export function createCartStorage(key: string, getStorage: () => Storage): CartStorage {
  return {
    read() {
      let raw: string | null;
      try {
        raw = getStorage().getItem(key);
      } catch {
        return null;
      }
      if (raw === null) return null;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        return null;
      }
      return typeof value === "object" && value !== null && "state" in value && "version" in value
        ? value.state
        : value;
    },
    write(cart) {
      try {
        getStorage().setItem(key, JSON.stringify(cart));
      } catch {
        // Blocked or full: the cart still works for this page.
      }
    },
    remove() {
      try {
        getStorage().removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
