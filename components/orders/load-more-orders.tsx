"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { Button } from "@/components/ui/button";

type LoadMoreOrdersProps = Readonly<{
  /** How many orders the list shows now. */
  shown: number;
  /** The address of the list with one page more (`?pages=`), or null when every order is shown. */
  href: string | null;
}>;

/**
 * Past Orders' Load more: the server renders the list again with one page more, in place (the address
 * is replaced, the scroll kept), and focus moves on to the first order that arrived, since the button
 * may be gone. Rendered under the list even when there is nothing more, so it sees the new orders arrive.
 */
export function LoadMoreOrders({ shown, href }: LoadMoreOrdersProps) {
  const router = useRouter();
  const [loading, startLoading] = useTransition();
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    if (loading || firstNew.current === null) return;
    const index = firstNew.current;
    firstNew.current = null;
    document.querySelector<HTMLElement>(`#orders-list > li:nth-child(${index + 1}) h2`)?.focus();
  }, [loading]);

  if (!href) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button
        variant="outline"
        size="lg"
        disabled={loading}
        onClick={() => {
          firstNew.current = shown;
          startLoading(() => router.replace(href, { scroll: false }));
        }}
      >
        {loading ? "Loading…" : "Load more"}
      </Button>
    </div>
  );
}
