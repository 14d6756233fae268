"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { VehicleFields } from "@/components/rider/vehicle-fields";
import { ApiError, errorMessage } from "@/lib/api/client";
import { PHONE_NUMBER_MESSAGE, toE164 } from "@/lib/phone/number";
import { updateRiderDetails } from "@/lib/rider-console/calls";
import type { RiderDetails } from "@/lib/rider-console/types";
import { VEHICLES, type Vehicle } from "@/lib/rider-console/vehicles";
import { toast } from "@/lib/ui/toast";

const FIELDS = ["phone", "vehicle", "vehicleNumber", "licenceNumber"] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;
type Values = Record<Field, string>;

/** The phone as the rider typed it at sign-up: "98765 43210" from "+919876543210". */
function localPhone(e164: string): string {
  const digits = e164.replace(/^\+91/, "");
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : e164;
}

/** The browser's check before sending, in the server's words (lib/riders/schemas.ts checks again). */
function problems(values: Values): Errors {
  const errors: Errors = {};
  if (toE164(values.phone) === null) errors.phone = PHONE_NUMBER_MESSAGE;
  if (!(VEHICLES as readonly string[]).includes(values.vehicle)) errors.vehicle = "Choose your vehicle";
  if (values.vehicleNumber.length > 20) errors.vehicleNumber = "Vehicle number must be at most 20 characters";
  if (values.licenceNumber.length > 30) errors.licenceNumber = "Licence number must be at most 30 characters";
  return errors;
}

/**
 * /rider, while the platform reviews the rider (pending, or rejected): the details the review checks, to correct.
 * Saving a rejected rider's details sends them to the review again; the banner above then says so (router.refresh).
 * Plain state, not the sign-up's form library: this form is on the console's first load for riders under review
 * only, and the library and its schema cost 46 kB gzip of JS there.
 */
export function RiderDetailsForm({ details, rejected }: Readonly<{ details: RiderDetails; rejected: boolean }>) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [saving, startSaving] = useTransition();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? "").trim()])) as Values;
    const found = problems(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      toast.error(found[first] ?? "Please check the form");
      return;
    }
    startSaving(async () => {
      try {
        const answer = await updateRiderDetails({ ...values, vehicle: values.vehicle as Vehicle });
        toast.dismissErrors();
        toast.success(
          answer.review.missing.length === 0
            ? "Saved. We look at your details again and mail you when we decide."
            : "Saved. Some details are still missing: see the list above.",
        );
        router.refresh();
      } catch (error) {
        if (error instanceof ApiError && error.errors) {
          const fromServer: Errors = {};
          for (const field of FIELDS) {
            const message = error.errors[field]?.[0];
            if (message) fromServer[field] = message;
          }
          setErrors(fromServer);
        }
        toast.error(errorMessage(error));
      }
    });
  };

  return (
    <section aria-labelledby="rider-details-heading" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="rider-details-heading" className="text-lg font-bold">
        Your details
      </h2>
      <p className="mt-1 text-sm text-muted">
        {rejected
          ? "Correct what the review asks for and save: that sends your details to us again."
          : "You can correct these until we decide."}
      </p>
      <form method="post" noValidate aria-label="Your details" onSubmit={save} className="mt-4 flex flex-col gap-4">
        <FormField
          id="rider-phone"
          name="phone"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="10 digits; customers call you on it"
          defaultValue={localPhone(details.phone)}
          error={errors.phone}
        />
        <VehicleFields
          idPrefix="rider-"
          vehicle={{ name: "vehicle", defaultValue: details.vehicle }}
          vehicleNumber={{ name: "vehicleNumber", defaultValue: details.vehicleNumber ?? "" }}
          errors={errors}
        />
        <FormField
          id="rider-licence-number"
          name="licenceNumber"
          label="Driving licence number"
          autoCapitalize="characters"
          placeholder="KA01 20260001234"
          defaultValue={details.licenceNumber ?? ""}
          error={errors.licenceNumber}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={saving}>
          {saving ? "Saving…" : rejected ? "Save and send for review" : "Save"}
        </Button>
      </form>
    </section>
  );
}
