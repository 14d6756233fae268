"use client";
import { useTransition, type ChangeEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { imageFileProblem } from "@/lib/images/upload-calls";
import { errorMessage } from "@/lib/api/client";
import { useUiStore } from "@/lib/ui/store";

/**
 * Upload and delete work for image pickers: the spec's loading flag is on for the whole call,
 * a failure becomes an error toast, and `busy` disables the picker meanwhile. A React transition is
 * the pending flag (docs/decisions/0013), in the owner console too: the pickers are shared parts that
 * load no TanStack Query of their own.
 */
export function useImageWork(onDone?: () => void) {
  const [busy, startWork] = useTransition();
  /** Runs an upload or delete; settles (never rejects) once it is done, a failure toasted. */
  const run = (step: () => Promise<void>) =>
    new Promise<void>((settled) =>
      startWork(async () => {
        const { startLoading, stopLoading } = useUiStore.getState();
        startLoading();
        try {
          await step();
          onDone?.();
        } catch (error) {
          toast.error(errorMessage(error));
        } finally {
          stopLoading();
          settled();
        }
      }),
    );

  /** The chosen file if it can be uploaded; otherwise toasts why and returns null. */
  const takeFile = (event: ChangeEvent<HTMLInputElement>): File | null => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = "";
    if (!file) return null;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return null;
    }
    return file;
  };

  return { busy, run, takeFile };
}
