"use client";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses, selectClasses } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/api/client";
import type { ApiMenuItem } from "@/lib/menu/api-shape";
import { backText, onSale } from "@/lib/menu/stock";
import { zonedParts } from "@/lib/time/zone";
import { useSetMenuItemStock } from "@/lib/owner/use-owner-menu";
import { cn } from "@/lib/ui/cn";
import { toast } from "@/lib/ui/toast";

type Choice = "in" | "today" | "until";

/** The partner's device is in its kitchen's zone: its own clock says when a dish is back. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the dish is now: in stock, sold out until a midnight ("today"), or until another time. */
function currentChoice(item: ApiMenuItem): Choice {
  if (onSale(item)) return "in";
  if (!item.outOfStockUntil) return "until";
  const p = zonedParts(new Date(item.outOfStockUntil), deviceZone());
  const withinADay = new Date(item.outOfStockUntil).getTime() - Date.now() <= 86_400_000;
  return p.hour === 0 && p.minute === 0 && withinADay ? "today" : "until";
}

/** `datetime-local` text of an instant on this device's clock. */
function localInput(at: Date): string {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * One dish's stock on the owner's menu: a labelled select ("In stock", "Sold out today", "Sold out
 * until…"); the last opens a date and time (at most 30 days ahead) with its own Save. Keyboard-usable
 * with native controls; the dish's state is said under it ("Sold out · Back tomorrow").
 */
export function StockControl({ item, className }: Readonly<{ item: ApiMenuItem; className?: string }>) {
  const id = useId();
  const setStock = useSetMenuItemStock(item.restaurant_id);
  const saved = currentChoice(item);
  const [choice, setChoice] = useState<Choice>(saved);
  const [until, setUntil] = useState(() =>
    localInput(item.outOfStockUntil ? new Date(item.outOfStockUntil) : new Date(Date.now() + 86_400_000)),
  );
  const [error, setError] = useState<string>();
  // The date box's range, fixed when the control appears: from now to 30 days ahead.
  const [bounds] = useState(() => ({
    min: localInput(new Date()),
    max: localInput(new Date(Date.now() + 30 * 86_400_000)),
  }));

  const save = (body: { inStock: boolean; until?: string }) =>
    setStock.mutate(
      { _id: item._id, ...body },
      {
        onSuccess: (answer) => {
          setError(undefined);
          toast.success(answer.menuItem.inStock === false ? `${item.name}: sold out` : `${item.name}: in stock`);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );

  const onChoose = (next: Choice) => {
    setChoice(next);
    setError(undefined);
    if (next === "in" && saved !== "in") save({ inStock: true });
    if (next === "today") save({ inStock: false });
  };

  const onSaveUntil = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(until);
    if (Number.isNaN(at.getTime())) return setError("Choose a date and time");
    save({ inStock: false, until: at.toISOString() });
  };

  const status = onSale(item)
    ? "In stock"
    : `Sold out${item.outOfStockUntil ? ` · ${backText(new Date(item.outOfStockUntil), new Date(), deviceZone())}` : ""}`;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={`${id}-stock`} className="sr-only">
        Stock of {item.name}
      </label>
      <select
        id={`${id}-stock`}
        value={choice}
        onChange={(e) => onChoose(e.target.value as Choice)}
        disabled={setStock.isPending}
        aria-describedby={`${id}-status`}
        className={cn(
          selectClasses,
          "h-10 py-1 text-sm",
          onSale(item) ? "text-ink" : "border-red-300 bg-red-50 font-semibold text-red-800",
        )}
      >
        <option value="in">In stock</option>
        <option value="today">Sold out today</option>
        <option value="until">Sold out until…</option>
      </select>
      {choice === "until" && (
        <form
          method="post"
          onSubmit={onSaveUntil}
          className="flex items-end gap-2"
          aria-label={`Sold out until, ${item.name}`}
        >
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-semibold">
            Back on
            <input
              type="datetime-local"
              value={until}
              min={bounds.min}
              max={bounds.max}
              onChange={(e) => setUntil(e.target.value)}
              className={cn(inputClasses, "h-10 py-1 text-sm")}
            />
          </label>
          <Button type="submit" size="sm" disabled={setStock.isPending}>
            Save
          </Button>
        </form>
      )}
      <p id={`${id}-status`} className={cn("text-xs", onSale(item) ? "text-muted" : "font-semibold text-red-700")}>
        {status}
      </p>
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
