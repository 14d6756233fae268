"use client";
import { Icon } from "@/components/ui/icon";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/ui/cn";

type StepperButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & {
  step: "increase" | "decrease";
  /** The item's name, for the accessible label ("Increase quantity of Masala Dosa"). */
  itemName: string;
};

/** The − or + of a quantity stepper, 44 px square: a finger's size on a phone (issue 15). `aria-disabled` (not `disabled`) keeps it focusable, so its reason can be read. */
export const StepperButton = forwardRef<HTMLButtonElement, Readonly<StepperButtonProps>>(function StepperButton(
  { step, itemName, className, type = "button", ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={`${step === "increase" ? "Increase" : "Decrease"} quantity of ${itemName}`}
      className={cn(
        "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-600 transition-colors hover:bg-brand-50",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500",
        "aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent",
        className,
      )}
      {...props}
    >
      <Icon name={step === "increase" ? "plus" : "minus"} className="h-4 w-4" bold />
    </button>
  );
});
