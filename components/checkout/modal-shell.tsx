"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "@/components/ui/icon";
import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

type ModalShellProps = Readonly<{
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** A corner ✕ as well (forms); confirmations close with their own No. */
  closeButton?: boolean;
  /** Where focus goes on closing when what had it is gone (e.g. the button that started a cancel). */
  fallbackFocus?: () => HTMLElement | null;
  className?: string;
  /**
   * A long form: the title stays at the top and the children fill the rest; they scroll their own
   * middle and keep their action in view (a phone's screen is shorter than the form).
   */
  pinnedHeader?: boolean;
}>;

/**
 * The app's centred modal (the spec's: max height 35rem): Radix traps focus, Escape and the
 * backdrop close it. Opened from app state rather than a Radix trigger, so it remembers what had
 * focus when it opened and hands focus back there when it closes.
 */
export function ModalShell({
  open,
  onClose,
  title,
  description,
  children,
  closeButton = false,
  fallbackFocus,
  className,
  pinnedHeader = false,
}: ModalShellProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50 animate-fade-in" />
        <Dialog.Content
          {...(!description && { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : (fallbackFocus?.() ?? null);
            returnFocusTo.current = null;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className={cn(
            "fixed left-1/2 top-1/2 z-[60] max-h-[min(35rem,calc(100dvh-2rem))] w-[min(calc(100vw-2rem),28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl animate-fade-in focus:outline-none",
            pinnedHeader && "flex flex-col overflow-hidden pb-4",
            className,
          )}
        >
          <div className="flex shrink-0 items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold leading-snug">{title}</Dialog.Title>
            {closeButton && (
              <Dialog.Close className="-mr-3 -mt-3 rounded-full p-3 text-muted hover:bg-stone-100" aria-label="Close">
                <Icon name="x" className="h-5 w-5" />
              </Dialog.Close>
            )}
          </div>
          {description && (
            <Dialog.Description className="mt-2 shrink-0 text-sm text-muted">{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
