"use client";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/lib/ui/toast";
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
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy the link. Copy it from the address bar.");
    }
  };
  return (
    <button type="button" onClick={() => void share()} className={buttonClasses("outline", "md", "max-sm:px-3")}>
      <Icon name="share-2" className="h-4 w-4" /> Share
    </button>
  );
}
