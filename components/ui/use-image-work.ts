"use client";
import type { ChangeEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { imageFileProblem } from "@/lib/images/upload-calls";
import { errorMessage } from "@/lib/api/client";
import { useWrite } from "@/lib/query/use-write";

/**
 * Upload and delete work for image pickers: the spec's loading flag is on for the whole call,
 * a failure becomes an error toast, and `busy` disables the picker meanwhile.
 */
export function useImageWork(onDone?: () => void) {
  const work = useWrite({
    mutationFn: (step: () => Promise<void>) => step(),
    meta: { loading: true },
    onSuccess: () => onDone?.(),
    onError: (error) => void toast.error(errorMessage(error)),
  });
  /** Runs an upload or delete; a failure has been toasted when it settles. */
  const run = (step: () => Promise<void>) => work.mutateAsync(step).catch(() => undefined);

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

  return { busy: work.isPending, run, takeFile };
}
