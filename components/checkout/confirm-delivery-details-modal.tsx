"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/ui/toast";
import { FormField } from "@/components/auth/form-field";
import { TOAST_MS } from "@/components/auth/toast-times";
import { ModalShell } from "@/components/checkout/modal-shell";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { cartSummary } from "@/lib/cart/cart-math";
import { useCartStore } from "@/lib/cart/store";
import { createPaymentOrder, paymentStatusPath, verifyPayment } from "@/lib/checkout/payment-calls";
import {
  buildPendingOrder,
  readPendingOrder,
  savePendingOrder,
  toCheckoutInput,
  type DeliveryDetails,
} from "@/lib/checkout/pending-order";
import { useCheckoutViewer } from "@/lib/checkout/use-checkout-viewer";
import { formatRupees } from "@/lib/ui/format";
import { useUiStore } from "@/lib/ui/store";

const BLANK_MESSAGE = "Hey there, you left out some fields to fill";
/** One toast for the blank-fields message, so a second try replaces it rather than stacking another. */
const BLANK_TOAST_ID = "delivery-details-blank";
const notBlank = (value: string) => value.trim() !== "" || "Please fill this in";

/**
 * The spec's confirmDeliveryDetails: name, address, city and state (the email read-only). Confirm
 * stores the pending order under `order` and asks the server for a payment order, priced there.
 */
export function ConfirmDeliveryDetailsModal() {
  const open = useUiStore((s) => s.modal === "confirmDeliveryDetails");
  const closeModal = useUiStore((s) => s.closeModal);
  const viewer = useCheckoutViewer();
  const customer = viewer.data?.kind === "customer" ? viewer.data : null;
  return (
    <ModalShell
      open={open}
      onClose={closeModal}
      closeButton
      title="Confirm delivery details"
      description="Where should we bring your order?"
    >
      {/* Keyed by the customer, so the form starts from their name once it is known. */}
      {customer ? (
        <DetailsForm key={customer.email} username={customer.username} email={customer.email} />
      ) : (
        <p role="status" className="mt-6 text-sm text-muted">
          Loading your details…
        </p>
      )}
    </ModalShell>
  );
}

function DetailsForm({ username, email }: Readonly<{ username: string; email: string }>) {
  const router = useRouter();
  const closeModal = useUiStore((s) => s.closeModal);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const total = useCartStore((s) => cartSummary(s.items).total);
  const [busy, setBusy] = useState(false);
  // A payment that did not go through leaves its order stored: start from those details again.
  const [reuse] = useState(() => {
    const previous = readPendingOrder();
    return previous && previous.user_email === email ? previous : null;
  });
  const form = useForm<DeliveryDetails>({
    defaultValues: {
      customerName: reuse?.customerName ?? username,
      address: reuse?.deliveryLocation.address ?? "",
      city: reuse?.deliveryLocation.city ?? "",
      state: reuse?.deliveryLocation.state ?? "",
    },
  });
  const { errors } = form.formState;

  const leaveForPayment = () => {
    closeModal();
    setCartOpen(false);
  };

  const submit = async (details: DeliveryDetails) => {
    const { items } = useCartStore.getState();
    if (items.length === 0) {
      toast.error("Your cart is empty");
      closeModal();
      return;
    }
    setBusy(true);
    try {
      const pending = buildPendingOrder(items, details, email);
      savePendingOrder(pending);
      const answer = await createPaymentOrder(toCheckoutInput(pending));
      if (answer.gateway === "test") {
        leaveForPayment();
        router.push(answer.checkoutUrl ?? `/payments/test/${encodeURIComponent(answer.order.id)}`);
        return;
      }
      // Razorpay's own window takes over; ours close so their focus traps do not fight.
      const { openRazorpayCheckout } = await import("@/lib/checkout/razorpay");
      leaveForPayment();
      await openRazorpayCheckout({
        answer,
        prefill: { name: pending.customerName, email },
        description: items[0]?.item.restaurantName || "Your order",
        onPaid: (response) => {
          const { startLoading, stopLoading } = useUiStore.getState();
          startLoading();
          verifyPayment(response)
            .then(
              (verified) => router.push(paymentStatusPath(verified.payment_reference_id)),
              // The result screen asks the server again and says what happened.
              () => router.push(paymentStatusPath(response.razorpay_payment_id)),
            )
            .finally(stopLoading);
        },
        onFailed: (message) => toast.error(message),
        onDismiss: () => toast.error("Payment cancelled. Your cart is kept."),
      });
    } catch (error) {
      toast.error(errorMessage(error), { duration: TOAST_MS.error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Delivery details"
      onSubmit={form.handleSubmit(submit, () =>
        toast.error(BLANK_MESSAGE, { id: BLANK_TOAST_ID, duration: TOAST_MS.blank }),
      )}
      className="mt-5 flex flex-col gap-4"
    >
      <FormField
        id="delivery-name"
        label="Name"
        autoComplete="name"
        maxLength={80}
        error={errors.customerName?.message}
        {...form.register("customerName", { validate: notBlank })}
      />
      <FormField id="delivery-email" label="Email" type="email" value={email} readOnly />
      <FormField
        id="delivery-address"
        label="Address"
        autoComplete="street-address"
        placeholder="House, street, area"
        maxLength={200}
        error={errors.address?.message}
        {...form.register("address", { validate: notBlank })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="delivery-city"
          label="City"
          autoComplete="address-level2"
          maxLength={80}
          error={errors.city?.message}
          {...form.register("city", { validate: notBlank })}
        />
        <FormField
          id="delivery-state"
          label="State"
          autoComplete="address-level1"
          maxLength={80}
          error={errors.state?.message}
          {...form.register("state", { validate: notBlank })}
        />
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
        {busy ? "Starting payment…" : `Confirm and Pay ${formatRupees(total)}`}
      </Button>
    </form>
  );
}
