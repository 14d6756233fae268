"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { AddressFields } from "@/components/addresses/address-fields";
import { FormField } from "@/components/ui/form-field";
import { TOAST_MS } from "@/components/ui/toast-times";
import { SavedAddressChoice } from "@/components/checkout/saved-address-choice";
import { Button } from "@/components/ui/button";
import { BillSummary } from "@/components/money/bill-summary";
import { TipChooser } from "@/components/money/tip-chooser";
import type { ApiAddress } from "@/lib/addresses/api-shape";
import { errorMessage } from "@/lib/api/client";
import { cartSummary } from "@/lib/cart/cart-math";
import { useCartStore } from "@/lib/cart/store";
import { clearCart } from "@/lib/cart/actions";
import { PaymentMethodChoice, type PaymentMethod } from "@/components/checkout/payment-method-choice";
import { useCouponStore } from "@/lib/cart/coupon-store";
import { useBillPreview } from "@/lib/cart/use-cart-checks";
import { defaultAddressLabel, deliveryDefaults } from "@/lib/checkout/delivery-defaults";
import { BLANK_MESSAGE, checkDeliveryDetails, type DeliveryFormValues } from "@/lib/checkout/delivery-details-schema";
import { createPaymentOrder } from "@/lib/checkout/queries";
import { useStartPayment, useVerifyPayment } from "@/lib/checkout/use-payment";
import {
  buildPendingOrder,
  clearPendingOrder,
  readPendingOrder,
  savePendingOrder,
  toCheckoutRequest,
  type DeliveryDetails,
} from "@/lib/checkout/pending-order";
import { useShopperLocation } from "@/lib/location/shopper-store";
import { formatRupees } from "@/lib/ui/format";
import { toast } from "@/lib/ui/toast";
import { useUiStore } from "@/lib/ui/store";

/** One toast for the blank-fields message, so a second try replaces it rather than stacking another. */
const BLANK_TOAST_ID = "delivery-details-blank";

/** The shared address rules (lib/location/schemas.ts) as the form's resolver. */
const deliveryRules: Resolver<DeliveryFormValues> = (values) => {
  // The label's default does not matter here: a blank one is never an error.
  const check = checkDeliveryDetails(values);
  if (check.ok) return { values, errors: {} };
  const errors: FieldErrors<DeliveryFormValues> = {};
  for (const [field, message] of Object.entries(check.errors)) {
    errors[field as keyof typeof check.errors] = { type: "validate", message };
  }
  return { values: {}, errors };
};

type DeliveryDetailsFormProps = Readonly<{
  username: string;
  email: string;
  addresses: ReadonlyArray<ApiAddress>;
}>;

export function DeliveryDetailsForm({ username, email, addresses }: DeliveryDetailsFormProps) {
  const router = useRouter();
  const closeModal = useUiStore((s) => s.closeModal);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const items = useCartStore((s) => s.items);
  const [tipPaise, setTipPaise] = useState(0);
  const lines = items.map((l) => ({ menuItemId: l.item._id, quantity: l.quantity }));
  // The whole bill before the customer commits: the server's, with the tip chosen here.
  const couponCode = useCouponStore((s) => s.code);
  const preview = useBillPreview(items[0]?.item.restaurant_id ?? null, lines, tipPaise, true, couponCode);
  const bill = preview.data && !preview.isPlaceholderData ? preview.data.bill : null;
  // Only if the server cannot be asked: the spec's total, which the checkout then checks against its own bill.
  const fallbackTotal = preview.isError ? cartSummary(items).total : null;
  const total = bill ? bill.totalPaise / 100 : fallbackTotal;
  // Cash or UPI on delivery, when the server's bill says this cart may (else paying online, the default).
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>("online");
  const cod = preview.data && !preview.isPlaceholderData ? preview.data.cod : null;
  const paymentMethod: PaymentMethod = cod?.allowed ? chosenMethod : "online";
  const verify = useVerifyPayment();
  const form = useForm<DeliveryFormValues>({
    resolver: deliveryRules,
    // A payment that did not go through leaves its order stored: start from those details again.
    defaultValues: (() => {
      const previous = readPendingOrder();
      return deliveryDefaults({
        username,
        addresses,
        previous: previous?.user_email === email ? previous : null,
        location: useShopperLocation.getState().current?.location ?? null,
      });
    })(),
  });
  const { errors } = form.formState;
  const addressId = useWatch({ control: form.control, name: "addressId" });
  const save = useWatch({ control: form.control, name: "save" });
  const chosen = addresses.find((a) => a._id === addressId);

  const leaveForPayment = () => {
    // The details were accepted: "you left some fields empty" from a try before is stale now.
    toast.dismissErrors();
    closeModal();
    setCartOpen(false);
  };

  /**
   * The delivery details to order with, and the label to save a new address under once the order is
   * placed (the payment result screen saves it; a checkout that fails or is refused saves nothing).
   */
  const detailsOf = (values: DeliveryFormValues): { details: DeliveryDetails; saveAs: string | null } | null => {
    const check = checkDeliveryDetails(values, defaultAddressLabel(addresses));
    if (!check.ok) return null;
    if (!check.newAddress) {
      const saved = addresses.find((a) => a._id === values.addressId);
      if (!saved) {
        // Deleted in another tab since the list was read.
        toast.error("Choose one of your addresses or add a new one");
        form.setValue("addressId", "");
        return null;
      }
      const { address, locality, city, state, pincode, phone } = saved;
      return {
        details: { customerName: check.customerName, address, locality, city, state, pincode, phone },
        saveAs: null,
      };
    }
    const { customerName, ...address } = check.newAddress;
    return { details: { customerName, ...address }, saveAs: check.label };
  };

  const startPayment = async (values: DeliveryFormValues) => {
    const chosen = detailsOf(values);
    if (!chosen) return;
    // The coupon goes with the checkout only as the bill applied it (a refused code is not sent).
    const agreed = bill
      ? { totalPaise: bill.totalPaise, tipPaise: bill.tipPaise, couponCode: preview.data?.offer?.code ?? null }
      : null;
    const pending = buildPendingOrder(items, chosen.details, email, chosen.saveAs, agreed);
    savePendingOrder(pending);
    const request = toCheckoutRequest(pending);
    const answer = await createPaymentOrder(paymentMethod === "cod" ? { ...request, paymentMethod } : request);
    if (answer.gateway === "cod") {
      // Placed at once, nothing to pay now: what the payment result screen does after a payment.
      clearCart();
      clearPendingOrder();
      if (pending.saveAddressAs) {
        await import("@/lib/checkout/save-order-address")
          .then((m) => m.saveOrderAddress(pending))
          .catch(() => undefined);
      }
      leaveForPayment();
      useUiStore.getState().openModal("orderSuccess");
      router.push("/");
      return;
    }
    // The result screen tells this checkout's order from an old one by it.
    if (answer.orderId) savePendingOrder({ ...pending, orderId: answer.orderId });
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
      onPaid: (response) => void verify(response),
      onFailed: (message) => toast.error(message),
      onDismiss: () => toast.error("Payment cancelled. Your cart is kept."),
    });
  };
  const start = useStartPayment(startPayment, (error) => toast.error(errorMessage(error)));

  const submit = (values: DeliveryFormValues) => {
    if (useCartStore.getState().items.length === 0) {
      toast.error("Your cart is empty");
      closeModal();
      return;
    }
    start.run(values);
  };

  const onInvalid = () => {
    const check = checkDeliveryDetails(form.getValues(), defaultAddressLabel(addresses));
    const message = check.ok ? BLANK_MESSAGE : check.message;
    toast.error(message, { id: BLANK_TOAST_ID, duration: check.ok || check.blank ? TOAST_MS.blank : undefined });
  };

  return (
    <form
      method="post"
      noValidate
      aria-label="Delivery details"
      onSubmit={form.handleSubmit(submit, onInvalid)}
      className="mt-4 flex min-h-0 flex-1 flex-col"
    >
      {/* The fields scroll between the pinned title and the pinned pay button. */}
      <div className="-mx-6 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto border-y border-stone-100 px-6 py-4">
        <FormField
          id="delivery-name"
          label="Name"
          autoComplete="name"
          maxLength={80}
          error={errors.customerName?.message}
          {...form.register("customerName")}
        />
        <FormField id="delivery-email" label="Email" type="email" value={email} readOnly />
        {addresses.length > 0 && <SavedAddressChoice form={form} addresses={addresses} />}
        {(addresses.length === 0 || !chosen) && (
          <>
            <AddressFields form={form} idPrefix="delivery" />
            <div className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
              <label className="flex items-center gap-3 text-sm font-semibold">
                <input type="checkbox" className="h-5 w-5 accent-brand-500" {...form.register("save")} />
                Save this address
              </label>
              {save && (
                <FormField
                  id="delivery-label"
                  label="Save as"
                  placeholder={defaultAddressLabel(addresses)}
                  maxLength={30}
                  hint="Saved once your order is placed. Your saved addresses are in Profile."
                  error={errors.label?.message}
                  {...form.register("label")}
                />
              )}
            </div>
          </>
        )}
        <TipChooser tipPaise={tipPaise} onChange={setTipPaise} />
        <PaymentMethodChoice value={paymentMethod} onChange={setChosenMethod} cod={cod} />
        <section
          aria-label="Your bill"
          aria-busy={preview.isFetching}
          className={preview.isFetching ? "opacity-60" : ""}
        >
          <h3 className="mb-2 text-sm font-semibold">Bill details</h3>
          {preview.data ? (
            <BillSummary bill={preview.data.bill} totalLabel="To pay" />
          ) : preview.isError ? (
            <p role="alert" className="text-sm text-red-700">
              We could not work out your bill. Check your connection; you can still pay the total below.
            </p>
          ) : (
            <p role="status" className="text-sm text-muted">
              Working out your bill…
            </p>
          )}
        </section>
      </div>
      <Button type="submit" size="lg" className="mt-4 w-full shrink-0" disabled={start.isPending || total === null}>
        {start.isPending
          ? paymentMethod === "cod"
            ? "Placing your order…"
            : "Starting payment…"
          : total === null
            ? "Working out your bill…"
            : paymentMethod === "cod"
              ? `Place order · pay ${formatRupees(total)} on delivery`
              : `Confirm and Pay ${formatRupees(total)}`}
      </Button>
    </form>
  );
}
