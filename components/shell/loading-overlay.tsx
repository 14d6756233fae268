"use client";
import { useUiStore } from "@/lib/ui/store";

/** The full-screen 'Loading..' overlay, shown while a call that asked for it is in flight. */
export function LoadingOverlay() {
  const loading = useUiStore((s) => s.loadingCount > 0);
  if (!loading) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[80] flex flex-col items-center justify-center gap-4 bg-white/80 backdrop-blur-sm"
    >
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-500" aria-hidden />
      <p className="text-lg font-semibold text-brand-700">Loading..</p>
    </div>
  );
}
