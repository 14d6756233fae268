import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, errorMessage } from "@/lib/api/client";
import { toast } from "@/lib/ui/toast";

// The plumbing every form that saves to the server repeated (the menu item form, the owner's settings,
// the profile's email): a refused save's field errors go into react-hook-form, one toast says why, and
// a save that went through clears the old error toasts. The submitting state is react-hook-form's own
// (`isSubmitting` is true while the returned handler runs) or the caller's transition.

/** Server field names ("opentime.openhour", "imageUrl") in the form's terms; null for one it does not show. */
export type ServerFieldPath<T extends FieldValues> = (field: string) => Path<T> | null;

/**
 * A refused save: each server field error the form knows is set on its field, and the words to toast
 * come back: the first field's message, else the error's own (a network failure, a 409).
 */
export function serverFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  pathOf: ServerFieldPath<T>,
): string {
  if (!(error instanceof ApiError) || !error.errors) return errorMessage(error);
  for (const [field, messages] of Object.entries(error.errors)) {
    const path = pathOf(field);
    if (path && messages[0]) setError(path, { message: messages[0] });
  }
  return Object.values(error.errors)[0]?.[0] ?? errorMessage(error);
}

type ServerSubmit<T extends FieldValues, TOutput, TAnswer> = {
  setError: UseFormSetError<T>;
  pathOf: ServerFieldPath<T>;
  save: (values: TOutput) => Promise<TAnswer>;
  /** After the save went through (error toasts already cleared). */
  onSaved?: (answer: TAnswer) => void;
  /** After a refusal has been put into the form and toasted. */
  onRefused?: () => void;
};

/** The valid-submit handler of a form that saves to the server; it resolves either way (never rejects). */
export function serverSubmit<T extends FieldValues, TOutput, TAnswer>({
  setError,
  pathOf,
  save,
  onSaved,
  onRefused,
}: ServerSubmit<T, TOutput, TAnswer>): (values: TOutput) => Promise<void> {
  return async (values) => {
    let answer: TAnswer;
    try {
      answer = await save(values);
    } catch (error) {
      toast.error(serverFieldErrors(error, setError, pathOf));
      onRefused?.();
      return;
    }
    toast.dismissErrors();
    onSaved?.(answer);
  };
}
