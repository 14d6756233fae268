"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

type ConfirmDialogProps = Readonly<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Fields of the question (e.g. a reason), between the description and the answers. */
  children?: ReactNode;
}>;

/**
 * A question before something that cannot be undone: a modal dialog (focus trapped, Escape says
 * no), focus starting on the safe answer. It is opened from state rather than a Radix trigger, so it
 * remembers what had focus and hands focus back there when it closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "No",
  busy = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50 animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            returnFocusTo.current = null;
          }}
          className="fixed left-1/2 top-1/2 z-[60] max-h-[min(35rem,calc(100dvh-2rem))] w-[min(calc(100vw-2rem),26rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl animate-fade-in focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm text-muted">{description}</div>
          </Dialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline" className="min-w-20">
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button onClick={onConfirm} disabled={busy} className="min-w-20">
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
