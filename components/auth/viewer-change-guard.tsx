"use client";
import { useEffect } from "react";
import { takeFlash, viewerChangedSinceLoad } from "@/components/auth/viewer-change";
import { toast } from "@/lib/ui/toast";

/**
 * On every page: shows the toast a logout left for this load, and reloads a page the back-forward cache
 * restores from before a login or logout, so Back never shows the previous person's data.
 */
export function ViewerChangeGuard() {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast.success(flash);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && viewerChangedSinceLoad()) window.location.reload();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  return null;
}
