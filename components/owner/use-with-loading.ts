"use client";
import { useCallback } from "react";
import { useUiStore } from "@/lib/ui/store";

/** Runs a call under the spec's loading flag: set before it, cleared after it, whatever happens. */
export function useWithLoading() {
  const startLoading = useUiStore((s) => s.startLoading);
  const stopLoading = useUiStore((s) => s.stopLoading);
  return useCallback(
    async <T>(work: () => Promise<T>): Promise<T> => {
      startLoading();
      try {
        return await work();
      } finally {
        stopLoading();
      }
    },
    [startLoading, stopLoading],
  );
}
