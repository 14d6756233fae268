"use client";
import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { ModalShell } from "@/components/checkout/modal-shell";
import { buttonClasses } from "@/components/ui/button";
import { useUiStore } from "@/lib/ui/store";

/** The spec's orderSuccess, opened on the home page once a paid order is placed. */
export function OrderSuccessModal() {
  const open = useUiStore((s) => s.modal === "orderSuccess");
  const closeModal = useUiStore((s) => s.closeModal);
  return (
    <ModalShell
      open={open}
      onClose={closeModal}
      closeButton
      title={
        <span className="flex items-center gap-3">
          <Icon name="circle-check" className="h-8 w-8 shrink-0 text-veg" /> Your order is placed!
        </span>
      }
      description="Thank you. The restaurant has your order and it will be on its way soon. Follow it in My Orders."
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <AppLink
          href="/restaurants"
          onClick={closeModal}
          className={buttonClasses("outline", "lg", "whitespace-nowrap sm:flex-1")}
        >
          Order More
        </AppLink>
        <AppLink
          href="/orders"
          onClick={closeModal}
          className={buttonClasses("primary", "lg", "whitespace-nowrap sm:flex-1")}
        >
          Show My Orders
        </AppLink>
      </div>
    </ModalShell>
  );
}
