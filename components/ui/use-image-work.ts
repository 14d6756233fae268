"use client";
import { useState, type ChangeEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { TOAST_MS } from "@/components/ui/toast-times";
import { imageFileProblem } from "@/lib/images/queries";
import { errorMessage } from "@/lib/api/client";
import { useUiStore } from "@/lib/ui/store";

/**
 * Upload and delete work for the form image picker (ImageUploadField): the spec's loading flag is on
 * for the whole call, a failure becomes an error toast, and `busy` disables the picker meanwhile.
 * Not a useMutation, unlike the app's other writes: the picker is on pages that load no TanStack
 * Query (adding a dish, the restaurant settings), and it would add about 9 kB to their first load.
 */
export function useImageWork() {
  const [busy, setBusy] = useState(false);
  const startLoading = useUiStore((s) => s.startLoading);
  const stopLoading = useUiStore((s) => s.stopLoading);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    startLoading();
    try {
      await work();
    } catch (error) {
      toast.error(errorMessage(error), { duration: TOAST_MS.error });
    } finally {
      stopLoading();
      setBusy(false);
    }
  };

  return { busy, run, takeFile: takeImageFile };
}

/** The chosen file if it can be uploaded; otherwise toasts why and returns null. */
export function takeImageFile(event: ChangeEvent<HTMLInputElement>): File | null {
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
}
