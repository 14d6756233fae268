"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "@/components/ui/icon";
import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

type DrawerProps = Readonly<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  side?: "left" | "right";
  children: ReactNode;
  className?: string;
}>;

/**
 * A panel sliding in from the side: a modal dialog, so focus is trapped and Escape closes it.
 * Drawers are opened from app state rather than a Radix trigger, so the drawer itself remembers
 * what had focus when it opened and hands focus back there when it closes.
 */
export function Drawer({ open, onOpenChange, title, description, side = "right", children, className }: DrawerProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 animate-fade-in" />
        <Dialog.Content
          className={cn(
            "fixed top-0 z-50 flex h-dvh w-[min(100vw,24rem)] flex-col bg-white shadow-2xl animate-slide-in-right focus:outline-none",
            side === "right" ? "right-0" : "left-0",
            className,
          )}
          {...(!description && { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-full p-3 text-muted hover:bg-stone-100" aria-label="Close">
              <Icon name="x" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
