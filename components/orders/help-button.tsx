"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { lazyClient } from "@/components/ui/lazy-client";
import type { OrderHelpState } from "@/lib/admin/help-contract";
import { helpOrderNumber } from "@/lib/admin/help-rules";
import { CUSTOMER_HELP_WORDS } from "@/lib/admin/help-words";
import { cn } from "@/lib/ui/cn";

// The dialog, its forms and the calls are fetched the first time someone opens Help, not with the list.
const HelpDrawer = lazyClient(() => import("./help-drawer").then((m) => m.HelpDrawer));

const CHIP_STYLE = {
  open: "bg-amber-50 text-amber-800 ring-amber-200",
  answered: "bg-sky-50 text-sky-800 ring-sky-200",
  closed: "bg-stone-100 text-stone-700 ring-stone-300",
} as const;

/**
 * Help on one order (issue 33): the latest thread's status ("Help: waiting for us", "Help: answered", "Help: closed")
 * and the Help button, which opens the thread or, with none that is open, a new request. After a write the page's
 * server components are rendered again, so the status is the server's.
 */
export function HelpButton({ orderId, help }: Readonly<{ orderId: string; help: OrderHelpState }>) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [, startRefresh] = useTransition();
  const { thread, canStart } = help;
  if (!thread && !canStart) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {thread && (
        <span
          data-testid="help-status"
          className={cn("rounded-full px-2.5 py-0.5 text-xs font-bold ring-1", CHIP_STYLE[thread.status])}
        >
          {CUSTOMER_HELP_WORDS[thread.status]}
        </span>
      )}
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-label={`Help with order ${helpOrderNumber(orderId)}`}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Icon name="headset" className="h-4 w-4" /> Help
      </Button>
      {used && (
        <HelpDrawer
          open={open}
          onOpenChange={setOpen}
          orderId={orderId}
          help={help}
          onChanged={() => startRefresh(() => router.refresh())}
        />
      )}
    </div>
  );
}
