"use client";
import { useEffect } from "react";
import { CART_STORAGE_KEY, useCartStore } from "./store";

/**
 * Loads the stored cart after mount and keeps it in step with other tabs: the browser fires
 * `storage` in every other tab of the origin when one writes or removes the key (`key` is null
 * when the whole storage was cleared).
 */
export function useCartSync() {
  useEffect(() => {
    void useCartStore.persist.rehydrate();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) void useCartStore.persist.rehydrate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}
