"use client";
import { Icon } from "@/components/ui/icon";
import { useState } from "react";
import { toast } from "@/lib/ui/toast";
import type { FavouriteAnswer, FavouriteKind } from "@/lib/favourites/contract";
import { useToggleFavourite } from "@/lib/favourites/use-toggle-favourite";
import { cn } from "@/lib/ui/cn";

type FavouriteToggleProps = Readonly<{
  kind: FavouriteKind;
  id: string;
  /** What is being marked, for the accessible label. */
  name: string;
  /**
   * The customer's id, null for a visitor (who is sent to log in first), undefined while the viewer
   * is not known yet (the heart waits, disabled: a click then would send a customer to log in).
   */
  userId: string | null | undefined;
  /** Whether the server says it is a favourite now. */
  initial: boolean;
  /** A heart icon on a card, or the restaurant page's labelled button. */
  variant?: "icon" | "button";
  className?: string;
}>;

/** Whether `id` is among the caller's favourites in a server answer. */
function isFavouriteIn(answer: FavouriteAnswer, kind: FavouriteKind, id: string): boolean {
  return (kind === "restaurant" ? answer.favouriteRestaurants : answer.favouriteFoodItems).includes(id);
}

/** The heart: changes only once the server has confirmed, never optimistically. */
export function FavouriteToggle({
  kind,
  id,
  name,
  userId,
  initial,
  variant = "icon",
  className,
}: FavouriteToggleProps) {
  const toggle = useToggleFavourite();
  const [on, setOn] = useState(initial);
  // The server's answer wins when the page is refreshed (e.g. the same item changed elsewhere).
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setOn(initial);
  }

  const waiting = userId === undefined;
  const busy = toggle.isPending || waiting;
  const onClick = () => {
    if (waiting) return;
    if (!userId) return toggle.logInFirst();
    toggle.change({ kind, id, userId, on: !on }).then(
      (answer) => {
        setOn(isFavouriteIn(answer, kind, id));
        toast.success(answer.message);
      },
      // The API client's errors carry the server's message; failing to fetch its code is a
      // network failure too (the client module is not imported here, to keep it off first load).
      (error: Error) => toast.error(error.name === "ApiError" ? error.message : "Network Error"),
    );
  };

  const label = on ? `Remove ${name} from favourites` : `Mark ${name} as favourite`;
  const icon = (
    <Icon name="heart" className={cn("h-5 w-5 transition-colors", on ? "fill-brand-500 text-brand-500" : "text-ink")} />
  );

  if (variant === "button") {
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={busy}
        aria-busy={busy || undefined}
        className={cn(
          "inline-flex h-11 items-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors disabled:opacity-60 sm:px-4",
          on
            ? "border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100"
            : "border-stone-300 bg-white text-ink hover:border-brand-400 hover:text-brand-600",
          className,
        )}
      >
        {icon}
        {on ? "Remove From Favourites" : "Mark As Favourite"}
      </button>
    );
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-label={label}
      aria-busy={busy || undefined}
      title={label}
      className={cn(
        "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-black/5 transition-transform hover:scale-110 disabled:opacity-60",
        className,
      )}
    >
      {icon}
    </button>
  );
}
