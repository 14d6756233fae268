"use client";
import { Icon } from "@/components/ui/icon";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/form-field";
import { cn } from "@/lib/ui/cn";
import { useAddReview } from "@/lib/orders/use-orders";
import { REVIEW_TEXT_MAX as MAX_TEXT } from "@/lib/text/limits";

const LABELS = ["", "Poor", "Could be better", "Good", "Very good", "Loved it"];

type ReviewFormProps = Readonly<{
  orderId: string;
  /** Called once the rating is saved; the caller shows it. */
  onDone: () => void;
  onCancel: () => void;
  /** Still busy after the save (the caller is showing the saved rating). */
  busy?: boolean;
}>;

/** Rate a delivered order: 1 to 5 stars (a radio group, so arrow keys choose) and an optional text. */
export function ReviewForm({ orderId, onDone, onCancel, busy = false }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [text, setText] = useState("");
  const legendId = useId();
  const textId = useId();
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => {
    group.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const save = useAddReview({
    onSuccess: (answer) => {
      // "Choose from 1 to 5 stars" must not stay beside the thanks (issue 27)
      toast.dismissErrors();
      toast.success(answer.message || "Thanks for rating your order");
      onDone();
    },
    onError: (message) => toast.error(message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      toast.error("Choose from 1 to 5 stars");
      group.current?.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    void save.run({ order_id: orderId, rating, ...(text.trim() && { text: text.trim() }) });
  };

  const shown = hover || rating;
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      aria-label="Rate this order"
      className="flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200"
    >
      <fieldset>
        <legend id={legendId} className="text-sm font-semibold">
          How was your order?
        </legend>
        <div ref={group} className="mt-1 flex items-center gap-1" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer" onMouseEnter={() => setHover(n)}>
              <input
                type="radio"
                name={`rating-${orderId}`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span className="sr-only">
                {n} star{n === 1 ? "" : "s"}
              </span>
              <span
                aria-hidden
                className="flex h-10 w-10 items-center justify-center rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-500"
              >
                <Icon
                  name="star"
                  className={cn(
                    "h-7 w-7 transition-colors",
                    n <= shown ? "fill-amber-400 text-amber-400" : "text-stone-300",
                  )}
                />
              </span>
            </label>
          ))}
          <span className="ml-2 text-sm text-muted" aria-hidden>
            {LABELS[shown]}
          </span>
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-semibold">
          Tell us more <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={MAX_TEXT}
          aria-describedby={`${textId}-count`}
          rows={3}
          className="w-full rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
          placeholder="What did you like? What could be better?"
        />
        <CharCount id={`${textId}-count`} count={text.length} max={MAX_TEXT} />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Not now
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending || busy}>
          {save.isPending || busy ? "Sending…" : "Submit rating"}
        </Button>
      </div>
    </form>
  );
}
