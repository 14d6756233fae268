"use client";
import { create } from "zustand";

/** The toast calls the app makes (sonner's, which it forwards to). */
export type ToastOptions = { duration?: number; id?: string | number; description?: string };
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

function show(kind: Kind, message: string, options?: ToastOptions): void {
  // sonner (about 9 kB gzip) is fetched with the first toast instead of with every page.
  useToasterState.setState({ wanted: true });
  void Promise.all([import("sonner"), whenMounted()]).then(([{ toast: sonnerToast }]) => {
    sonnerToast[kind](message, options);
  });
}

/** Toasts at the top centre (spec section 9). The toaster itself loads on the first one. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
};
