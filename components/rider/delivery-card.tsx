"use client";
import { useId, useState, useTransition, type FormEvent } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/form-field";
import { ApiError, errorMessage } from "@/lib/api/client";
import { uploadImage } from "@/lib/images/upload-calls";
import { deliverOrder, markPickedUp } from "@/lib/rider-console/calls";
import { directionsUrl, firstName, formatPaise } from "@/lib/rider-console/format";
import type { RiderDelivery } from "@/lib/rider-console/types";
import { toast } from "@/lib/ui/toast";

type DeliveryCardProps = Readonly<{ delivery: RiderDelivery; onChanged: () => Promise<void> }>;

/** "Navigate": Google Maps directions in a new tab (only a link: nothing of Google's loads here). */
function NavigateLink({ lat, lng, to }: Readonly<{ lat: number | null; lng: number | null; to: string }>) {
  if (lat === null || lng === null) return null;
  return (
    <a
      href={directionsUrl(lat, lng)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Navigate to ${to} (opens Google Maps in a new tab)`}
      className={buttonClasses("secondary", "lg", "w-full")}
    >
      Navigate
    </a>
  );
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

/** The delivery in hand: step 1 to the restaurant and "Picked up", step 2 to the customer and "Delivered". */
export function DeliveryCard({ delivery, onChanged }: DeliveryCardProps) {
  const [pending, startAction] = useTransition();
  const picked = delivery.state === "picked_up";
  const customer = firstName(delivery.drop.name);

  const pickUp = () =>
    startAction(async () => {
      try {
        const answer = await markPickedUp(delivery._id);
        toast.success(answer.message);
        await onChanged();
      } catch (error) {
        toast.error(errorMessage(error));
      }
    });

  return (
    <section aria-labelledby="delivery-title" className="flex flex-col gap-4">
      <h2 id="delivery-title" className="sr-only">
        Your delivery
      </h2>
      <ol className="flex flex-col gap-4">
        <li
          aria-current={picked ? undefined : "step"}
          className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${picked ? "ring-stone-200 opacity-70" : "ring-brand-300"}`}
        >
          <p className="text-sm font-semibold text-muted">Step 1{picked ? ": done" : ""}</p>
          <h3 className="text-lg font-bold">Go to {delivery.restaurant.name}</h3>
          <p className="mt-1 text-sm">{delivery.restaurant.address}</p>
          <p className="mt-1 text-sm">
            {delivery.items} {delivery.items === 1 ? "item" : "items"} to pick up
          </p>
          {!picked && (
            <div className="mt-3 grid gap-3">
              <NavigateLink lat={delivery.restaurant.lat} lng={delivery.restaurant.lng} to={delivery.restaurant.name} />
              {delivery.restaurant.phone && (
                <a href={telHref(delivery.restaurant.phone)} className={buttonClasses("outline", "lg", "w-full")}>
                  Call the restaurant
                </a>
              )}
              <Button size="lg" className="w-full" onClick={pickUp} disabled={pending}>
                {pending ? "Saving…" : "Picked up"}
              </Button>
            </div>
          )}
        </li>
        <li
          aria-current={picked ? "step" : undefined}
          className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${picked ? "ring-brand-300" : "ring-stone-200"}`}
        >
          <p className="text-sm font-semibold text-muted">Step 2</p>
          <h3 className="text-lg font-bold">Go to {customer}</h3>
          {picked ? (
            <DropStep delivery={delivery} customer={customer} onChanged={onChanged} />
          ) : (
            <p className="mt-1 text-sm text-muted">
              After pick-up: {[delivery.drop.locality, delivery.drop.city].filter(Boolean).join(", ")}
            </p>
          )}
        </li>
      </ol>
      <p className="text-sm text-muted">
        Your pay for this delivery: <strong className="text-ink">{formatPaise(delivery.payPaise)}</strong>
        {delivery.tipPaise > 0 && <> plus a tip of {formatPaise(delivery.tipPaise)}</>}
      </p>
    </section>
  );
}

type DropStepProps = Readonly<{
  delivery: RiderDelivery;
  customer: string;
  onChanged: () => Promise<void>;
}>;

/** Step 2's body: the full address, the call, the cash, the code (or a no-contact photo) and "Delivered". */
function DropStep({ delivery, customer, onChanged }: DropStepProps) {
  const ids = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startAction] = useTransition();
  const [code, setCode] = useState("");
  const [collected, setCollected] = useState<"cash" | "upi">("cash");
  const [noContact, setNoContact] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const cash = delivery.cashToCollectPaise > 0;
  const { drop } = delivery;
  const address = [drop.address, drop.locality, drop.city, drop.pincode].filter(Boolean).join(", ");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startAction(async () => {
      setProblem(null);
      try {
        const paid = cash ? { collected } : {};
        if (noContact && !cash) {
          if (!photo) {
            setProblem("Take a photo of the door first");
            return;
          }
          const image = await uploadImage(photo, "UserProfileImages", { usertype: "rider" });
          await deliverOrder({ _id: delivery._id, noContact: true, photo: image.public_id, ...paid });
        } else {
          if (!/^[0-9]{4}$/.test(code)) {
            setProblem("Enter the 4-digit code");
            return;
          }
          await deliverOrder({ _id: delivery._id, code, ...paid });
        }
        toast.success("Delivered. Well done!");
        await onChanged();
      } catch (error) {
        setProblem(errorMessage(error));
        // A locked code (5 wrong tries) flags the delivery: read it again to show the restaurant's number.
        if (error instanceof ApiError && (error.status === 423 || error.status === 409)) await onChanged();
      }
    });
  };

  return (
    <div className="mt-1 flex flex-col gap-3">
      <p className="text-sm">{address}</p>
      <div className="grid gap-3">
        <NavigateLink lat={drop.lat} lng={drop.lng} to={customer} />
        {drop.phone && (
          <a
            href={telHref(drop.phone)}
            aria-label={`Call ${customer}, ${drop.phone}`}
            className={buttonClasses("outline", "lg", "w-full")}
          >
            Call {drop.phone}
          </a>
        )}
      </div>
      {delivery.flagged && (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-bold">Call the restaurant</p>
          <p>Too many wrong codes: the restaurant will sort this out with you.</p>
          {delivery.restaurant.phone && (
            <a
              href={telHref(delivery.restaurant.phone)}
              aria-label={`Call ${delivery.restaurant.name}, ${delivery.restaurant.phone}`}
              className={buttonClasses("danger", "lg", "mt-2 w-full")}
            >
              Call {delivery.restaurant.phone}
            </a>
          )}
        </div>
      )}
      {/* Flagged, the restaurant finishes the delivery: the server refuses any "Delivered" from the rider (409). */}
      {!delivery.flagged && (
        <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-3">
          {cash && (
            <fieldset className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
              <legend className="sr-only">Cash on delivery</legend>
              <p className="text-base font-bold">Collect {formatPaise(delivery.cashToCollectPaise)}</p>
              <p className="mt-1 text-sm">Collected as</p>
              <div className="mt-1 flex gap-4">
                {(["cash", "upi"] as const).map((way) => (
                  <label key={way} className="inline-flex min-h-11 items-center gap-2 text-base">
                    <input
                      type="radio"
                      name={`${ids}-collected`}
                      value={way}
                      checked={collected === way}
                      onChange={() => setCollected(way)}
                      className="h-5 w-5 accent-brand-600"
                    />
                    {way === "cash" ? "Cash" : "UPI"}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {/* A cash order is handed over in person (the server refuses no-contact for it, 422). */}
          {!cash && (
            <label className="inline-flex min-h-11 items-center gap-2 text-base">
              <input
                type="checkbox"
                checked={noContact}
                onChange={(event) => setNoContact(event.target.checked)}
                className="h-5 w-5 accent-brand-600"
              />
              No-contact delivery
            </label>
          )}
          {noContact && !cash ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${ids}-photo`} className="text-sm font-semibold">
                Photo of the order at the door
              </label>
              <input
                id={`${ids}-photo`}
                type="file"
                accept="image/*"
                capture="environment"
                onChange={(event) => {
                  setPhoto(event.target.files?.[0] ?? null);
                  setProblem(null);
                }}
                className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
              />
            </div>
          ) : (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${ids}-code`} className="text-sm font-semibold">
                Delivery code from the customer
              </label>
              <input
                id={`${ids}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={4}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/[^0-9]/g, "").slice(0, 4))}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${ids}-problem` : `${ids}-code-hint`}
                className={`${inputClasses} text-center text-2xl tracking-[0.5em] tabular-nums`}
              />
              {!problem && (
                <p id={`${ids}-code-hint`} className="text-sm text-muted">
                  Ask {customer} for the 4 digits in their app
                  {delivery.codeTriesLeft < 5 ? ` (${delivery.codeTriesLeft} tries left)` : ""}.
                </p>
              )}
            </div>
          )}
          {problem && (
            <p id={`${ids}-problem`} role="alert" className="text-sm font-semibold text-red-700">
              {problem}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? "Saving…" : "Delivered"}
          </Button>
        </form>
      )}
    </div>
  );
}
