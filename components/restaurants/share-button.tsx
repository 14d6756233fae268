"use client";
import { Share2 } from "lucide-react";
import { toast } from "@/lib/ui/toast";
import { TOAST_MS } from "@/components/ui/toast-times";
import { buttonClasses } from "@/components/ui/button";

/** Shares the page through the device's share sheet where there is one, else copies the link. */
export function ShareButton({ title }: Readonly<{ title: string }>) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied", { duration: TOAST_MS.success });
    } catch {
      toast.error("Could not copy the link. Copy it from the address bar.", { duration: TOAST_MS.error });
    }
  };
  return (
    <button type="button" onClick={() => void share()} className={buttonClasses("outline", "md", "max-sm:px-3")}>
      <Share2 className="h-4 w-4" aria-hidden /> Share
    </button>
  );
}
