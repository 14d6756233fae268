import { Icon } from "@/components/ui/icon";
import { AddressBook, AddressButton } from "@/components/profile/address-book";
import type { ApiAddress } from "@/lib/addresses/contract";

/** Formats a stored 10-digit mobile number as people write it. */
function phoneText(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/**
 * Profile's address book: list, add, edit, delete (asked first) and choose the default. Drawn on the
 * server from the page's reading; only the buttons' work (AddressBook) runs in the browser.
 */
export function SavedAddresses({ addresses }: Readonly<{ addresses: ApiAddress[] }>) {
  return (
    <AddressBook addresses={addresses}>
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
          <AddressButton action="add" variant="outline">
            <Icon name="plus" className="h-4 w-4" /> Add address
          </AddressButton>
        </div>
        {addresses.length === 0 ? (
          <p className="mt-5 flex items-center gap-2 rounded-xl bg-stone-50 px-4 py-5 text-sm text-muted">
            <Icon name="map-pin" className="h-5 w-5 shrink-0" />
            No saved addresses yet. Add one here, or save the one you type at checkout.
          </p>
        ) : (
          <ul className="mt-5 flex flex-col gap-3">
            {addresses.map((a) => (
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
                    <p className="text-muted" data-testid="address-pin">
                      {a.lat !== null && a.lng !== null
                        ? `Placed on the map (${a.lat.toFixed(4)}, ${a.lng.toFixed(4)})`
                        : "Not placed on the map"}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    {!a.isDefault && (
                      <AddressButton
                        action="default"
                        addressId={a._id}
                        variant="ghost"
                        size="sm"
                        aria-label={`Make ${a.label} the default address`}
                      >
                        <Icon name="star" className="h-4 w-4" /> Set as default
                      </AddressButton>
                    )}
                    <AddressButton
                      action="edit"
                      addressId={a._id}
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${a.label}`}
                    >
                      <Icon name="pencil" className="h-4 w-4" /> Edit
                    </AddressButton>
                    <AddressButton
                      action="delete"
                      addressId={a._id}
                      variant="danger"
                      size="sm"
                      aria-label={`Delete ${a.label}`}
                    >
                      <Icon name="trash-2" className="h-4 w-4" /> Delete
                    </AddressButton>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AddressBook>
  );
}
