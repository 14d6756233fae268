"use client";
import { useState, type ChangeEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { TOAST_MS } from "@/components/ui/toast-times";
import { imageFileProblem } from "@/lib/images/upload-calls";
import { errorMessage } from "@/lib/api/client";
import { useUiStore } from "@/lib/ui/store";

/**
 * Upload and delete work for image pickers: the spec's loading flag is on for the whole call,
 * a failure becomes an error toast, and `busy` disables the picker meanwhile.
 */
export function useImageWork(onDone?: () => void) {
  const [busy, setBusy] = useState(false);
  const startLoading = useUiStore((s) => s.startLoading);
  const stopLoading = useUiStore((s) => s.stopLoading);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    startLoading();
    try {
      await work();
      onDone?.();
    } catch (error) {
      toast.error(errorMessage(error), { duration: TOAST_MS.error });
    } finally {
      stopLoading();
      setBusy(false);
    }
  };

  /** The chosen file if it can be uploaded; otherwise toasts why and returns null. */
  const takeFile = (event: ChangeEvent<HTMLInputElement>): File | null => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = "";
    if (!file) return null;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem, { duration: TOAST_MS.error });
      return null;
    }
    return file;
  };

  return { busy, run, takeFile };
}
