"use client";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import type { ApiAddress } from "@/lib/addresses/contract";
import { addressInput } from "@/lib/addresses/queries";
import { useAddresses, useDeleteAddress, useUpdateAddress } from "@/lib/addresses/use-addresses";
import { errorMessage } from "@/lib/api/client";
import { toast } from "@/lib/ui/toast";

// The form dialog (Radix, react-hook-form, zod) is fetched on the first Add or Edit.
const AddressFormDialog = dynamic(
  () => import("@/components/addresses/address-form-dialog").then((m) => m.AddressFormDialog),
  { ssr: false },
);

/** The saved address being edited, or "new"; null when the form is closed. */
type Editing = ApiAddress | "new" | null;

/** Formats a stored 10-digit mobile number as people write it. */
function phoneText(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/** Profile's address book: list, add, edit, delete (asked first) and choose the default. */
export function SavedAddresses({ initial }: Readonly<{ initial: ApiAddress[] }>) {
  const router = useRouter();
  const addresses = useAddresses({ initialData: initial });
  const list = addresses.data ?? initial;
  const [editing, setEditing] = useState<Editing>(null);
  const [formUsed, setFormUsed] = useState(false);
  const [deleting, setDeleting] = useState<ApiAddress | null>(null);
  const update = useUpdateAddress();
  const remove = useDeleteAddress();

  const edit = (next: Editing) => {
    setFormUsed(true);
    setEditing(next);
  };

  const makeDefault = (address: ApiAddress) =>
    update.mutate(
      { id: address._id, input: addressInput(address, true) },
      {
        onSuccess: () => {
          toast.success(`${address.label} is your default address`);
          // The default address is the delivery location of a customer who has not chosen one.
          router.refresh();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDeleting(null);
        router.refresh();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <section
      aria-labelledby="saved-addresses-heading"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="saved-addresses-heading" className="text-lg font-bold">
            Saved addresses
          </h2>
          <p className="text-sm text-muted">Checkout starts from your default address.</p>
        </div>
        <Button variant="outline" onClick={() => edit("new")}>
          <Plus className="h-4 w-4" aria-hidden /> Add address
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="mt-5 flex items-center gap-2 rounded-xl bg-stone-50 px-4 py-5 text-sm text-muted">
          <MapPin className="h-5 w-5 shrink-0" aria-hidden />
          No saved addresses yet. Add one here, or save the one you type at checkout.
        </p>
      ) : (
        <ul className="mt-5 flex flex-col gap-3">
          {list.map((a) => (
            <li key={a._id}>
              <article
                aria-label={a.label}
                className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 text-sm">
                  <h3 className="flex items-center gap-2 text-base font-semibold">
                    {a.label}
                    {a.isDefault && (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                        Default
                      </span>
                    )}
                  </h3>
                  <p className="mt-1 text-muted">
                    {a.address}, {a.locality}
                  </p>
                  <p className="text-muted">
                    {a.city}, {a.state} {a.pincode}
                  </p>
                  <p className="text-muted">{phoneText(a.phone)}</p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {!a.isDefault && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={update.isPending}
                      onClick={() => makeDefault(a)}
                      aria-label={`Make ${a.label} the default address`}
                    >
                      <Star className="h-4 w-4" aria-hidden /> Set as default
                    </Button>
                  )}
                  <Button variant="outline" size="sm" onClick={() => edit(a)} aria-label={`Edit ${a.label}`}>
                    <Pencil className="h-4 w-4" aria-hidden /> Edit
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => setDeleting(a)} aria-label={`Delete ${a.label}`}>
                    <Trash2 className="h-4 w-4" aria-hidden /> Delete
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {formUsed && (
        <AddressFormDialog
          open={editing !== null}
          address={editing === "new" ? null : editing}
          isFirst={list.length === 0}
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
        onConfirm={confirmDelete}
      />
    </section>
  );
}
