"use client";
import { Icon } from "@/components/ui/icon";
import type { FavouriteKind } from "@/lib/favourites/contract";
import { useFavourite } from "@/lib/favourites/use-favourite";
import { cn } from "@/lib/ui/cn";

type HeartProps = Readonly<{ kind: FavouriteKind; id: string; name: string; className?: string }>;

/**
 * A favourite heart over a card's photo (lib/favourites/use-favourite.ts has its states). Until the viewer is known it
 * is drawn unfilled and inert, in its place, so the card does not move when it arrives. The restaurant page's
 * labelled button is HeartButton, in a module of its own so that the lists do not load it.
 */
export function Heart({ kind, id, name, className }: HeartProps) {
  const { hidden, on, busy, toggle } = useFavourite(kind, id);
  if (hidden) return null;
  const label = on ? `Remove ${name} from favourites` : `Mark ${name} as favourite`;
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-label={label}
      aria-busy={busy || undefined}
      title={label}
      className={cn(
        "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-black/5 transition-transform hover:scale-110 disabled:opacity-60",
        className,
      )}
    >
      <Icon
        name="heart"
        className={
          on ? "h-5 w-5 fill-brand-500 text-brand-500 transition-colors" : "h-5 w-5 text-ink transition-colors"
        }
      />
    </button>
  );
}
