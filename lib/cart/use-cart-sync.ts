"use client";
import { useEffect } from "react";
import { CART_STORAGE_KEY, cartPersistence } from "./store";

/**
 * Loads the stored cart after mount and keeps it in step with other tabs: the browser fires
 * `storage` in every other tab of the origin when one writes or removes the key (`key` is null
 * when the whole storage was cleared).
 */
export function useCartSync() {
  useEffect(() => {
    cartPersistence.load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) cartPersistence.load();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}
