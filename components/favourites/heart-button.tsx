"use client";
import { Icon } from "@/components/ui/icon";
import { useFavourite } from "@/lib/favourites/use-favourite";
import { cn } from "@/lib/ui/cn";

/** The restaurant page's labelled favourite button: "Mark As Favourite" / "Remove From Favourites" (the spec's words). */
export function HeartButton({ id }: Readonly<{ id: string }>) {
  const { hidden, on, busy, toggle } = useFavourite("restaurant", id);
  if (hidden) return null;
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-busy={busy || undefined}
      className={cn(
        "inline-flex h-11 items-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors disabled:opacity-60 sm:px-4",
        on
          ? "border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100"
          : "border-stone-300 bg-white text-ink hover:border-brand-400 hover:text-brand-600",
      )}
    >
      <Icon
        name="heart"
        className={
          on ? "h-5 w-5 fill-brand-500 text-brand-500 transition-colors" : "h-5 w-5 text-ink transition-colors"
        }
      />
      {on ? "Remove From Favourites" : "Mark As Favourite"}
    </button>
  );
}
