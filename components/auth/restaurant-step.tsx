"use client";
import { useEarlyAction } from "@/components/auth/early-submit";
import { ArrowLeft } from "lucide-react";
import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { toast } from "@/lib/ui/toast";
import type { z } from "zod";
import { CuisinesAndHoursFields } from "@/components/auth/cuisines-and-hours-fields";
import { FormField } from "@/components/ui/form-field";
import { ImageUploadField } from "@/components/ui/image-upload-field";
import type { RestaurantStepSchema, RestaurantStepValues } from "@/components/auth/restaurant-signup-schemas";
import { Button } from "@/components/ui/button";
import { ADDRESS_MAX, RESTAURANT_NAME_MAX } from "@/lib/text/limits";

type RestaurantForm = UseFormReturn<RestaurantStepValues, unknown, z.output<typeof RestaurantStepSchema>>;
type Props = Readonly<{
  form: RestaurantForm;
  busy: boolean;
  onBack: () => void;
  onSubmit: (values: z.output<typeof RestaurantStepSchema>) => void;
}>;

function firstMessage(errors: FieldErrors<RestaurantStepValues>): string | undefined {
  return (
    errors.name?.message ??
    errors.location?.address?.message ??
    errors.cuisines?.message ??
    errors.opentime?.hour?.message ??
    errors.opentime?.minute?.message ??
    errors.closetime?.hour?.message ??
    errors.closetime?.minute?.message
  );
}

/** Step 2 of the restaurant sign-up: the restaurant itself. */
export function RestaurantStep({ form, busy, onBack, onSubmit }: Props) {
  // Shown only after the first step, which a script draws: the method is for consistency.
  const earlyAction = useEarlyAction();
  const { errors } = form.formState;

  const onInvalid = (invalid: FieldErrors<RestaurantStepValues>) => {
    const v = form.getValues();
    const blanks = [v.name, v.location.address, v.location.city, v.location.state, v.image.imageUrl];
    if (blanks.some((value) => !value?.trim())) {
      toast.error("All fileds must be filled");
    } else {
      toast.error(firstMessage(invalid) ?? "Please check the form");
    }
  };

  return (
    <form
      method="post"
      action={earlyAction}
      noValidate
      aria-label="Restaurant details"
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      className="flex flex-col gap-5"
    >
      <FormField
        id="name"
        label="Restaurant Name"
        autoComplete="organization"
        maxLength={RESTAURANT_NAME_MAX}
        error={errors.name?.message}
        {...form.register("name")}
      />
      <FormField
        id="address"
        label="Address"
        autoComplete="street-address"
        maxLength={ADDRESS_MAX}
        error={errors.location?.address?.message}
        {...form.register("location.address")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="city"
          label="City"
          autoComplete="address-level2"
          error={errors.location?.city?.message}
          {...form.register("location.city")}
        />
        <FormField
          id="state"
          label="State"
          autoComplete="address-level1"
          error={errors.location?.state?.message}
          {...form.register("location.state")}
        />
      </div>
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageUploadField
            label="Restaurant Image"
            folder="RestaurantImages"
            value={field.value}
            onChange={field.onChange}
            error={errors.image?.imageUrl?.message}
            reauth={false}
          />
        )}
      />
      <CuisinesAndHoursFields form={form} />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack}>
          <ArrowLeft className="h-5 w-5" aria-hidden /> Back
        </Button>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Submitting…" : "Submit"}
        </Button>
      </div>
    </form>
  );
}
