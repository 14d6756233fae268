"use client";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { AddressFields } from "@/components/addresses/address-fields";
import { FormField } from "@/components/ui/form-field";
import { TOAST_MS } from "@/components/ui/toast-times";
import { SavedAddressChoice } from "@/components/checkout/saved-address-choice";
import { Button } from "@/components/ui/button";
import type { ApiAddress } from "@/lib/addresses/api-shape";
import { errorMessage } from "@/lib/api/client";
import { cartSummary } from "@/lib/cart/cart-math";
import { useCartStore } from "@/lib/cart/store";
import { defaultAddressLabel, deliveryDefaults } from "@/lib/checkout/delivery-defaults";
import { BLANK_MESSAGE, checkDeliveryDetails, type DeliveryFormValues } from "@/lib/checkout/delivery-details-schema";
import { createPaymentOrder } from "@/lib/checkout/queries";
import { useStartPayment, useVerifyPayment } from "@/lib/checkout/use-payment";
import {
  buildPendingOrder,
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
  const total = useCartStore((s) => cartSummary(s.items).total);
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
    const { items } = useCartStore.getState();
    const chosen = detailsOf(values);
    if (!chosen) return;
    const pending = buildPendingOrder(items, chosen.details, email, chosen.saveAs);
    savePendingOrder(pending);
    const answer = await createPaymentOrder(toCheckoutRequest(pending));
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
      </div>
      <Button type="submit" size="lg" className="mt-4 w-full shrink-0" disabled={start.isPending}>
        {start.isPending ? "Starting payment…" : `Confirm and Pay ${formatRupees(total)}`}
      </Button>
    </form>
  );
}
