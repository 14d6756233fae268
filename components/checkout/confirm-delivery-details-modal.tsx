"use client";
import { ModalShell } from "@/components/checkout/modal-shell";
import { DeliveryDetailsForm } from "@/components/checkout/delivery-details-form";
import { useAddresses } from "@/lib/addresses/use-addresses";
import { useCheckoutViewer } from "@/lib/checkout/use-checkout-viewer";
import { useUiStore } from "@/lib/ui/store";

/**
 * The spec's confirmDeliveryDetails: the name, the read-only email and where to deliver. A customer
 * with saved addresses starts from the default one (nothing to type) and may pick another or add a
 * new one; a new address is offered to be saved. Confirm stores the pending order under `order` and
 * asks the server for a payment order, priced there.
 */
export function ConfirmDeliveryDetailsModal() {
  const open = useUiStore((s) => s.modal === "confirmDeliveryDetails");
  const closeModal = useUiStore((s) => s.closeModal);
  const viewer = useCheckoutViewer();
  const customer = viewer?.kind === "customer" ? viewer : null;
  const addresses = useAddresses({ enabled: customer !== null });
  // A failed read of the address book still lets the customer type an address.
  const ready = customer !== null && (addresses.isSuccess || addresses.isError);
  return (
    <ModalShell
      open={open}
      onClose={closeModal}
      closeButton
      pinnedHeader
      title="Confirm delivery details"
      description="Where should we bring your order?"
    >
      {/* Keyed by the customer, so the form starts from their name and addresses once they are known. */}
      {ready ? (
        <DeliveryDetailsForm
          key={customer.email}
          username={customer.username}
          email={customer.email}
          addresses={addresses.data ?? []}
        />
      ) : (
        <p role="status" className="mt-6 text-sm text-muted">
          Loading your details…
        </p>
      )}
    </ModalShell>
  );
}
