"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/form-field";
import type { ApiAppliedOffer } from "@/lib/checkout/contract";
import { formatRupees } from "@/lib/ui/format";

type CouponBoxProps = Readonly<{
  /** The code applied in the cart (null: none). */
  code: string | null;
  /** The offer in the server's bill (a coupon, or the restaurant's automatic offer), and why the code was refused. */
  offer: ApiAppliedOffer | null;
  refusal: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}>;

/**
 * The cart's coupon: a labelled "Coupon code" box with Apply; once the server's bill has it, the coupon applied with
 * Remove; a code that does not apply is told (the bill is as without it). A restaurant's automatic offer is shown too.
 */
export function CouponBox({ code, offer, refusal, onApply, onRemove }: CouponBoxProps) {
  const [typed, setTyped] = useState("");
  const applied = code !== null && offer?.code === code;
  const save = (paise: number) => formatRupees(paise / 100);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.trim()) onApply(typed.replace(/\s+/g, "").toUpperCase());
  };

  return (
    <div className="mb-3 space-y-2">
      {offer && offer.code === null && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-1.5 text-sm font-semibold text-green-800">
          {offer.title}: you save {save(offer.discountPaise)}
        </p>
      )}
      {applied ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-green-300 bg-green-50 px-3 py-2">
          <p role="status" className="min-w-0 text-sm text-green-900">
            <span className="font-bold">{code}</span> applied: you save {save(offer.discountPaise)}
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setTyped("");
              onRemove();
            }}
            aria-label={`Remove coupon ${code}`}
          >
            Remove
          </Button>
        </div>
      ) : (
        <form method="post" onSubmit={submit} className="flex items-end gap-2" aria-label="Coupon">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor="cart-coupon-code" className="text-sm font-semibold text-ink">
              Coupon code
            </label>
            <input
              id="cart-coupon-code"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${inputClasses.replace("h-12", "h-10")} uppercase`}
              aria-invalid={refusal !== null && code !== null}
              aria-describedby={refusal && code ? "cart-coupon-refusal" : undefined}
            />
          </div>
          <Button type="submit" variant="secondary" size="md" disabled={!typed.trim()}>
            Apply
          </Button>
        </form>
      )}
      {code !== null && refusal && (
        <p id="cart-coupon-refusal" role="alert" className="text-sm font-semibold text-red-700">
          {refusal}
        </p>
      )}
    </div>
  );
}
