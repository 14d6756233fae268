"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef } from "react";
import { MenuItemForm } from "@/components/owner/menu-item-form";
import { menuItemBody, menuItemFormValues, type MenuItemFormOutput } from "@/components/owner/menu-item-form-values";
import type { ApiMenuItem } from "@/lib/menu/api-shape";
import { useUpdateMenuItem } from "@/lib/owner/use-owner-menu";
import { useUiStore } from "@/lib/ui/store";
import { toast } from "@/lib/ui/toast";

type EditMenuItemModalProps = Readonly<{ item: ApiMenuItem; restaurantId: string }>;

/**
 * The spec's editMenuItem modal: the item form headed 'Add Menu Item' with 'Update Item'. It closes
 * after the call whether it succeeded or failed, as the spec's does; the list is then reloaded.
 */
export function EditMenuItemModal({ item, restaurantId }: EditMenuItemModalProps) {
  const open = useUiStore((s) => s.modal === "editMenuItem");
  const closeModal = useUiStore((s) => s.closeModal);
  const update = useUpdateMenuItem(restaurantId);
  // Opened from the row's Edit button through app state, not a Radix trigger.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);

  // A failure rejects: the form reports it and closes the modal (onFailure).
  const save = async (values: MenuItemFormOutput) => {
    const answer = await update.mutateAsync({ ...menuItemBody(values, restaurantId), _id: item._id });
    toast.success(answer.message || "Menu item updated");
    closeModal();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeModal()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50 animate-fade-in" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Straight to the first field rather than the Close button above it.
            const first = content.current?.querySelector<HTMLElement>("form input, form select, form textarea");
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            returnFocusTo.current = null;
          }}
          className="fixed left-1/2 top-1/2 z-[60] flex max-h-[min(35rem,calc(100dvh-2rem))] w-[min(calc(100vw-2rem),36rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-white shadow-2xl animate-fade-in focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold">Add Menu Item</Dialog.Title>
              <Dialog.Description className="truncate text-sm text-muted">Editing {item.name}</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-full p-3 text-muted hover:bg-stone-100" aria-label="Close">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
            {/* Keyed by the dish, so each opening starts from that dish's saved values. */}
            <MenuItemForm
              key={item._id}
              submitLabel="Update Item"
              busyLabel="Updating…"
              defaultValues={menuItemFormValues(item)}
              onSave={save}
              onFailure={closeModal}
              busy={update.isPending}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
