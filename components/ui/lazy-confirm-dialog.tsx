"use client";
import { lazyClient } from "@/components/ui/lazy-client";
import { useState, type ComponentProps } from "react";

// Radix's dialog code is fetched the first time a question is asked, not with the page.
const ConfirmDialog = lazyClient(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog));

/** ConfirmDialog, loaded on first opening and kept mounted afterwards so that it can close normally. */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  return used ? <ConfirmDialog {...props} /> : null;
}
