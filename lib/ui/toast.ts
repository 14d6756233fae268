"use client";
import { create } from "zustand";

/** A button on the toast (sonner's action): "View order". The toast closes when it is pressed. */
type ToastAction = { label: string; onClick: () => void };

/** The toast calls the app makes (sonner's, which it forwards to). */
export type ToastOptions = { duration?: number; id?: string | number; description?: string; action?: ToastAction };
type ShownOptions = ToastOptions & { onDismiss?: () => void; onAutoClose?: () => void };
type Kind = "success" | "error";

type ToasterState = { wanted: boolean; mounted: boolean };

/** Whether the toaster has been asked for yet, and whether it is on screen (it loads on first use). */
export const useToasterState = create<ToasterState>()(() => ({ wanted: false, mounted: false }));

function whenMounted(): Promise<void> {
  if (useToasterState.getState().mounted) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useToasterState.subscribe((state) => {
      if (!state.mounted) return;
      stop();
      resolve();
    });
  });
}

/** Error toasts that may still be on screen, so that a form that then succeeds can take them away. */
const shownErrors = new Set<string | number>();
let errorCount = 0;

/**
 * The spec's toast durations (section 9): a success stays 2 s, an error 4 s, unless the call says
 * otherwise (components/ui/toast-times.ts has the longer ones the auth forms use).
 */
const DEFAULT_TOAST_MS: Record<Kind, number> = { success: 2000, error: 4000 };

function show(kind: Kind, message: string, options?: ToastOptions): void {
  // sonner (about 9 kB gzip) is fetched with the first toast instead of with every page.
  useToasterState.setState({ wanted: true });
  let shown: ShownOptions = { ...options, duration: options?.duration ?? DEFAULT_TOAST_MS[kind] };
  if (kind === "error") {
    const id = options?.id ?? `error-${++errorCount}`;
    shownErrors.add(id);
    const forget = () => shownErrors.delete(id);
    shown = { ...shown, id, onDismiss: forget, onAutoClose: forget };
  }
  void Promise.all([import("sonner"), whenMounted()]).then(([{ toast: sonnerToast }]) => {
    sonnerToast[kind](message, shown);
  });
}

/**
 * Takes every error toast off the screen: a form calls it when it succeeds, so "you left some fields
 * empty" is not left standing beside "Your order is placed!". Queued behind the toasts already asked
 * for, so an error still loading is dismissed too.
 */
function dismissErrors(): void {
  if (shownErrors.size === 0) return;
  const ids = [...shownErrors];
  shownErrors.clear();
  void Promise.all([import("sonner"), whenMounted()]).then(([{ toast: sonnerToast }]) => {
    for (const id of ids) sonnerToast.dismiss(id);
  });
}

/** Toasts at the top centre (spec section 9). The toaster itself loads on the first one. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  dismissErrors,
};
