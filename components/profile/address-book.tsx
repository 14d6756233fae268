"use client";
import { lazyClient } from "@/components/ui/lazy-client";
import { useRouter } from "next/navigation";
import { createContext, useContext, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import type { ApiAddress } from "@/lib/addresses/contract";
import { addressErrorMessage, useMakeDefaultAddress, useRemoveAddress } from "@/lib/addresses/use-address-writes";
import { toast } from "@/lib/ui/toast";

// The form dialog (Radix, react-hook-form, zod, its TanStack writes) is fetched on the first Add or Edit.
const AddressFormDialog = lazyClient(() =>
  import("@/components/addresses/address-form-dialog").then((m) => m.AddressFormDialog),
);

/** The saved address being edited, or "new"; null when the form is closed. */
type Editing = ApiAddress | "new" | null;

type AddressBookActions = {
  edit: (editing: Exclude<Editing, null>) => void;
  askDelete: (address: ApiAddress) => void;
  makeDefault: (address: ApiAddress) => void;
  settingDefault: boolean;
  find: (id: string) => ApiAddress | undefined;
};

const AddressBookContext = createContext<AddressBookActions | null>(null);

/**
 * What the profile's address list does, around the list the server drew (saved-addresses.tsx): the
 * form dialog, the delete question and the writes. After each change the page is refreshed, so the
 * list shows the server's new order and default.
 */
export function AddressBook({ addresses, children }: Readonly<{ addresses: ApiAddress[]; children: ReactNode }>) {
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>(null);
  const [formUsed, setFormUsed] = useState(false);
  const [deleting, setDeleting] = useState<ApiAddress | null>(null);
  const update = useMakeDefaultAddress();
  const remove = useRemoveAddress();
  const toastFailure = async (error: unknown) => void toast.error(await addressErrorMessage(error));
  const makeDefault = (address: ApiAddress) =>
    void update.run(address).then(() => {
      toast.success(`${address.label} is your default address`);
      // The default address is the delivery location of a customer who has not chosen one.
      router.refresh();
    }, toastFailure);
  const confirmDelete = (id: string) =>
    void remove.run(id).then((answer) => {
      toast.success(answer.message);
      setDeleting(null);
      router.refresh();
    }, toastFailure);

  const actions: AddressBookActions = {
    edit: (next) => {
      setFormUsed(true);
      setEditing(next);
    },
    askDelete: setDeleting,
    makeDefault,
    settingDefault: update.isPending,
    find: (id) => addresses.find((a) => a._id === id),
  };

  return (
    <AddressBookContext value={actions}>
      {children}
      {formUsed && (
        <AddressFormDialog
          open={editing !== null}
          address={editing === "new" ? null : editing}
          isFirst={addresses.length === 0}
          onClose={() => setEditing(null)}
          onSaved={() => router.refresh()}
        />
      )}
      <LazyConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.label ?? "this address"}?`}
        description={
          deleting?.isDefault
            ? "This is your default address. Your newest other address becomes the default."
            : "You can add it again at any time."
        }
        confirmLabel="Delete"
        cancelLabel="Keep it"
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting._id)}
      />
    </AddressBookContext>
  );
}

type AddressButtonProps = Omit<ComponentProps<typeof Button>, "onClick"> &
  Readonly<{
    /** "add" opens an empty form; the others act on the address `addressId`. */
    action: "add" | "edit" | "delete" | "default";
    addressId?: string;
  }>;

/** A button of the address list (drawn on the server with its icon and text) that acts through AddressBook. */
export function AddressButton({ action, addressId, disabled, ...button }: AddressButtonProps) {
  const book = useContext(AddressBookContext);
  if (!book) throw new Error("AddressButton is used outside AddressBook");
  const onClick = () => {
    if (action === "add") return book.edit("new");
    const address = addressId === undefined ? undefined : book.find(addressId);
    if (!address) return;
    if (action === "edit") book.edit(address);
    else if (action === "delete") book.askDelete(address);
    else book.makeDefault(address);
  };
  return <Button {...button} disabled={disabled || (action === "default" && book.settingDefault)} onClick={onClick} />;
}
