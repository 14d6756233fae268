"use client";
import { Icon } from "@/components/ui/icon";
import { useId, useState, type FormEvent } from "react";
import { inputClasses, selectClasses } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { useAddresses } from "@/lib/addresses/use-addresses";
import { findPlace, PLACES } from "@/lib/location/places";
import { DeliveryLocationSchema, type DeliveryLocation } from "@/lib/location/schemas";
import { cn } from "@/lib/ui/cn";

type LocationFormProps = Readonly<{
  current: DeliveryLocation | null;
  /** Whether there is a chosen location to forget (a default address is not cleared from here). */
  canClear: boolean;
  isCustomer: boolean;
  onApply: (location: DeliveryLocation | null) => void;
}>;

type Errors = Partial<Record<"city" | "pincode", string>>;

const chip = "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors";

/** The chooser's fields: the city (a known one or typed), then a locality of it or a PIN code. */
export function LocationForm({ current, canClear, isCustomer, onApply }: LocationFormProps) {
  const id = useId();
  const [city, setCity] = useState(current?.city ?? "");
  const [locality, setLocality] = useState(current?.locality ?? "");
  const [pincode, setPincode] = useState(current?.pincode ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const place = findPlace(city);
  const localities = place?.localities ?? [];

  const chooseCity = (next: string) => {
    setCity(next);
    // A locality or PIN code of another city means nothing here.
    if (findPlace(next)?.city !== place?.city) {
      setLocality("");
      setPincode("");
    }
    setErrors({});
  };

  const chooseLocality = (name: string) => {
    setLocality(name);
    setPincode(localities.find((l) => l.name === name)?.pincode ?? "");
    setErrors((e) => ({ ...e, pincode: undefined }));
  };

  const typePincode = (value: string) => {
    const digits = value.replace(/\D/g, "").slice(0, 6);
    setPincode(digits);
    // The locality follows the PIN code when it is one of the city's, and is dropped when it is not.
    if (!localities.some((l) => l.name === locality && l.pincode === digits)) {
      setLocality(localities.find((l) => l.pincode === digits)?.name ?? "");
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeliveryLocationSchema.safeParse({
      // A known city in its own spelling, so the top bar and the lists say it one way.
      city: place?.city ?? city,
      locality: locality || undefined,
      pincode: pincode || undefined,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "city" || field === "pincode") && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      document.getElementById(`${id}-${next.city ? "city" : "pincode"}`)?.focus();
      return;
    }
    onApply(parsed.data);
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-5 overflow-y-auto px-5 py-5">
        {isCustomer && <SavedAddressPicks onPick={onApply} />}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-city`} className="text-sm font-semibold">
            City
          </label>
          <input
            id={`${id}-city`}
            list={`${id}-cities`}
            value={city}
            onChange={(event) => chooseCity(event.target.value)}
            autoComplete="address-level2"
            placeholder="Type or pick a city"
            maxLength={80}
            aria-invalid={errors.city ? true : undefined}
            aria-describedby={errors.city ? `${id}-city-error` : undefined}
            className={inputClasses}
          />
          <datalist id={`${id}-cities`}>
            {PLACES.map((p) => (
              <option key={p.city} value={p.city} />
            ))}
          </datalist>
          {errors.city && (
            <p id={`${id}-city-error`} className="text-xs font-medium text-red-600">
              {errors.city}
            </p>
          )}
          <div role="group" aria-label="Cities we know" className="mt-1 flex flex-wrap gap-2">
            {PLACES.map((p) => {
              const on = place?.city === p.city;
              return (
                <button
                  key={p.city}
                  type="button"
                  aria-pressed={on}
                  onClick={() => chooseCity(p.city)}
                  className={cn(
                    chip,
                    on
                      ? "border-brand-500 bg-brand-500 text-white hover:bg-brand-600"
                      : "border-stone-300 bg-white hover:border-brand-400 hover:text-brand-700",
                  )}
                >
                  {on && <Icon name="check" className="h-3.5 w-3.5" />}
                  {p.city}
                </button>
              );
            })}
          </div>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-locality`} className="text-sm font-semibold">
              Locality
            </label>
            <select
              id={`${id}-locality`}
              value={locality}
              onChange={(event) => chooseLocality(event.target.value)}
              disabled={localities.length === 0}
              aria-describedby={`${id}-locality-hint`}
              className={cn(selectClasses, "disabled:bg-stone-100 disabled:text-muted")}
            >
              <option value="">
                {localities.length
                  ? "Anywhere in the city"
                  : city.trim()
                    ? "No list: use the PIN code"
                    : "Choose a city first"}
              </option>
              {localities.map((l) => (
                <option key={l.name} value={l.name}>
                  {l.name} ({l.pincode})
                </option>
              ))}
            </select>
            <p id={`${id}-locality-hint`} className="text-xs text-muted">
              {localities.length ? "Sets the PIN code too." : "Localities are listed for the cities above."}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-pincode`} className="text-sm font-semibold">
              PIN code <span className="font-normal text-muted">(optional)</span>
            </label>
            <input
              id={`${id}-pincode`}
              value={pincode}
              onChange={(event) => typePincode(event.target.value)}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="6 digits"
              maxLength={6}
              aria-invalid={errors.pincode ? true : undefined}
              aria-describedby={errors.pincode ? `${id}-pincode-error` : undefined}
              className={inputClasses}
            />
            {errors.pincode && (
              <p id={`${id}-pincode-error`} className="text-xs font-medium text-red-600">
                {errors.pincode}
              </p>
            )}
          </div>
        </div>
      </div>
      <div className="flex gap-3 border-t border-stone-200 px-5 py-4">
        {canClear && (
          <Button variant="outline" size="lg" className="flex-1" onClick={() => onApply(null)}>
            Clear location
          </Button>
        )}
        <Button type="submit" size="lg" className="flex-1">
          <Icon name="map-pin" className="h-5 w-5" /> Deliver here
        </Button>
      </div>
    </form>
  );
}

/** A customer's saved addresses, each one tap away from being the location. */
function SavedAddressPicks({ onPick }: Readonly<{ onPick: (location: DeliveryLocation) => void }>) {
  const addresses = useAddresses();
  const list = addresses.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="saved-address-picks">
      <h3 id="saved-address-picks" className="text-sm font-semibold">
        Your saved addresses
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {list.map((a) => (
          <li key={a._id}>
            <button
              type="button"
              onClick={() => onPick({ city: a.city, locality: a.locality, pincode: a.pincode })}
              className="flex w-full items-start gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-left hover:border-brand-400"
            >
              <Icon name="home" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold">
                  {a.label}
                  {a.isDefault && <span className="ml-2 text-xs font-medium text-muted">Default</span>}
                </span>
                <span className="block truncate text-sm text-muted">
                  {a.locality}, {a.city} {a.pincode}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-muted">Or choose a place</p>
    </section>
  );
}
