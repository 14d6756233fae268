import type { PersistStorage, StorageValue } from "zustand/middleware";
import type { CartState } from "./types";

/**
 * Keeps the cart in storage as the spec's plain `{ items, totalPrice, totalQuantity }` (zustand's
 * default wraps it as `{ state, version }`); a wrapped value from an earlier build is still read.
 * Storage that is blocked or full never breaks the cart: it then lives in memory for this page.
 * What is read is validated by the store's `merge` (parseStoredCart), not here.
 */
export function createCartStorage(getStorage: () => Storage): PersistStorage<CartState> {
  return {
    getItem(name): StorageValue<CartState> | null {
      let raw: string | null;
      try {
        raw = getStorage().getItem(name);
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
      if (typeof value === "object" && value !== null && "state" in value && "version" in value) value = value.state;
      // The type is a promise to zustand only; merge checks the shape before anything uses it.
      return { state: value as CartState, version: 0 };
    },
    setItem(name, value) {
      try {
        getStorage().setItem(name, JSON.stringify(value.state));
      } catch {
        // Blocked or full: the cart still works for this page.
      }
    },
    removeItem(name) {
      try {
        getStorage().removeItem(name);
      } catch {
        // As above.
      }
    },
  };
}
