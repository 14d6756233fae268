"use client";
import { useEffect } from "react";
import { titleWithCount } from "@/components/live/messages";

/**
 * Puts `count` in front of the tab title ("(2) Dashboard · Thali"), and keeps it there when a page
 * change sets a new title (Next rewrites <title> on navigation).
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const wanted = titleWithCount(document.title, count);
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    if (count === 0) return;
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}
