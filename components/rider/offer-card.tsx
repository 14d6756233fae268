"use client";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { countdownText, secondsLeft } from "@/lib/rider-console/countdown";
import { formatDistance, formatPaise } from "@/lib/rider-console/format";
import { useNow } from "@/lib/rider-console/hooks";
import type { RiderOffer } from "@/lib/rider-console/types";

type OfferCardProps = Readonly<{
  offer: RiderOffer;
  busy: boolean;
  onAccept: () => void;
  onPass: () => void;
}>;

/** A delivery offered to the rider: where, how far, the pay, 30 seconds to answer. */
export function OfferCard({ offer, busy, onAccept, onPass }: OfferCardProps) {
  const now = useNow(1000, true);
  const left = secondsLeft(offer.expiresAt, now);
  const acceptRef = useRef<HTMLButtonElement>(null);
  // A new offer takes the keyboard's focus to Accept, so Enter takes it and Tab reaches Pass.
  useEffect(() => acceptRef.current?.focus(), [offer._id]);
  return (
    <section aria-labelledby="offer-title" className="rounded-2xl border-2 border-brand-500 bg-white p-4 shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h2 id="offer-title" className="text-lg font-bold">
          New delivery
        </h2>
        <p className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold tabular-nums text-brand-700">
          <span className="sr-only">Time left to answer: </span>
          <span aria-hidden>{countdownText(left)}</span>
          <span className="sr-only">{left} seconds</span>
        </p>
      </div>
      <p className="mt-1 text-2xl font-extrabold tabular-nums" aria-label={`Pay ${formatPaise(offer.payPaise)}`}>
        {formatPaise(offer.payPaise)}
      </p>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="font-semibold text-muted">Pick up at</dt>
          <dd className="text-base font-semibold">{offer.restaurant.name}</dd>
          <dd>{offer.restaurant.address}</dd>
          <dd className="text-muted">{formatDistance(offer.distanceToRestaurantMeters)} from you</dd>
        </div>
        <div>
          <dt className="font-semibold text-muted">Drop in</dt>
          <dd className="text-base font-semibold">{offer.dropArea}</dd>
        </div>
        <div>
          <dt className="font-semibold text-muted">Trip</dt>
          <dd>{formatDistance(offer.tripMeters)}</dd>
        </div>
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button variant="outline" size="lg" onClick={onPass} disabled={busy}>
          Pass
        </Button>
        <Button ref={acceptRef} size="lg" onClick={onAccept} disabled={busy || left === 0}>
          Accept
        </Button>
      </div>
    </section>
  );
}
