"use client";
import { Icon } from "@/components/ui/icon";
import { useUiStore } from "@/lib/ui/store";

/** Opens the side panel: a profile icon when logged in, a menu icon otherwise. */
export function SidePanelButton({ label, variant }: Readonly<{ label: string; variant: "profile" | "menu" }>) {
  const setSidebar = useUiStore((s) => s.setSidebar);
  return (
    <button
      type="button"
      onClick={() => setSidebar(true)}
      aria-label={label}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-stone-200 bg-white text-ink hover:border-brand-300 hover:text-brand-600"
    >
      <Icon name={variant === "profile" ? "user-round" : "menu"} className="h-5 w-5" />
    </button>
  );
}
