"use client";
import type { ReactNode } from "react";
import { loadLocationDialog } from "@/components/location/location-button-shell";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { useUiStore } from "@/lib/ui/store";

type SetLocationButtonProps = Readonly<{
  /** The button's face (drawn by the server page that places it). */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}>;

/** Opens the top bar's location chooser from inside a page (the list's "Set delivery location"). */
export function SetLocationButton({ children, variant = "outline", size = "md", className }: SetLocationButtonProps) {
  const openModal = useUiStore((s) => s.openModal);
  const prefetch = () => void loadLocationDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => openModal("chooseLocation")}
      className={buttonClasses(variant, size, className)}
    >
      {children}
    </button>
  );
}
