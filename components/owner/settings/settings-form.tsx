"use client";
import { Controller, useForm, useWatch, type FieldErrors, type Path, type Resolver } from "react-hook-form";
import { CuisinesAndHoursFields } from "@/components/auth/cuisines-and-hours-fields";
import { FormField } from "@/components/ui/form-field";
import { ImageUploadField } from "@/components/ui/image-upload-field";
import type { SettingsFormOutput, SettingsFormValues } from "@/components/owner/settings/settings-form-values";
import { TagListField } from "@/components/owner/settings/tag-list-field";
import { Button } from "@/components/ui/button";
import { lazyClient } from "@/components/ui/lazy-client";
import { serverSubmit } from "@/components/ui/server-form";
import { PLACES } from "@/lib/location/places";
import { DELIVERY_CITY_MAX, MAX_DELIVERY_CITIES, MAX_DELIVERY_PINCODES } from "@/lib/owner/settings-rules";
import { ADDRESS_MAX, CITY_MAX, RESTAURANT_NAME_MAX, STATE_MAX } from "@/lib/text/limits";
import { toast } from "@/lib/ui/toast";

/** The rules (zod, about 30 kB gzip) load when the form is first focused or checked, not with the page. */
type Rules = typeof import("@/components/owner/settings/settings-form-schema");
let rules: Promise<Rules> | undefined;
const loadRules = () => (rules ??= import("@/components/owner/settings/settings-form-schema"));
let resolver: Promise<Resolver<SettingsFormValues, unknown, SettingsFormOutput>> | undefined;
const settingsRules: Resolver<SettingsFormValues, unknown, SettingsFormOutput> = async (values, context, options) => {
  resolver ??= Promise.all([import("@hookform/resolvers/zod"), loadRules()]).then(([{ zodResolver }, schema]) =>
    zodResolver(schema.SettingsFormSchema),
  );
  return (await resolver)(values, context, options);
};

const CITY_SUGGESTIONS = PLACES.map((p) => p.city);

/**
 * The "Bill and taxes" fields come last, below the fold: their code loads once the page is interactive, which
 * keeps the page's first load within its budget (bench/budgets.json). The form holds their values from the start.
 */
/** The restaurant's pin, radius and who delivers (issue 32): the map's code loads after the page, as the bill's. */
const PlaceFields = lazyClient(
  () => import("@/components/owner/settings/place-fields").then((m) => m.PlaceFields),
  <div className="min-h-[28rem]" aria-busy="true" />,
);

const BillAndTaxesFields = lazyClient(
  () => import("@/components/owner/settings/bill-and-taxes-fields").then((m) => m.BillAndTaxesFields),
  <div className="min-h-[36rem]" aria-busy="true" />,
);

type SettingsFormProps = Readonly<{
  defaultValues: SettingsFormValues;
  /** The photo saved now: removing it in the form only clears the field until the save. */
  savedPublicId: string;
  /** Saves; resolves with the values to start again from, throws (ApiError) when refused. */
  onSave: (values: SettingsFormOutput) => Promise<SettingsFormValues>;
}>;

/** Server field names ("opentime.openhour", "deliveryCities.3") in the form's terms. */
function formPath(field: string): Path<SettingsFormValues> | null {
  const [head, next] = field.split(".");
  if (head === "opentime" || head === "closetime") return next?.endsWith("minute") ? `${head}.minute` : `${head}.hour`;
  if (head === "image") return "image.imageUrl";
  if (head === "location" && (next === "address" || next === "city" || next === "state")) return `location.${next}`;
  if (head === "name" || head === "cuisines" || head === "deliveryCities" || head === "deliveryPincodes") return head;
  // The charges: the wire's paise are the form's rupee boxes.
  if (head === "deliveryFeePaise") return "deliveryFee";
  if (head === "freeDeliveryFromPaise") return "freeDeliveryFrom";
  if (head === "codLimitPaise") return "codLimit";
  if (head === "acceptsCod") return head;
  if (head === "taxMode" || head === "foodGstRate" || head === "gstin" || head === "fssaiNumber") return head;
  // where it is (issue 32)
  if (head === "deliveryRadiusMeters") return "radiusKm";
  if (head === "deliveryMode") return head;
  if (head === "lat" || head === "lng") return "pin";
  return null;
}

/** An array field's message, whether the list itself or one entry was refused. */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string") return error.message;
  const entries = Object.values(error as Record<string, { message?: string } | undefined>);
  return entries.find((e) => e?.message)?.message;
}

function firstMessage(errors: FieldErrors<SettingsFormValues>): string | undefined {
  return (
    errors.name?.message ??
    errors.location?.address?.message ??
    errors.location?.city?.message ??
    errors.location?.state?.message ??
    errors.cuisines?.message ??
    errors.opentime?.hour?.message ??
    errors.opentime?.minute?.message ??
    errors.closetime?.hour?.message ??
    errors.closetime?.minute?.message ??
    listError(errors.deliveryCities) ??
    listError(errors.deliveryPincodes) ??
    errors.pin?.message ??
    errors.radiusKm?.message ??
    errors.deliveryMode?.message ??
    errors.taxMode?.message ??
    errors.foodGstRate?.message ??
    errors.deliveryFeeMode?.message ??
    errors.deliveryFee?.message ??
    errors.freeDeliveryFrom?.message ??
    errors.gstin?.message ??
    errors.fssaiNumber?.message ??
    errors.codLimit?.message
  );
}

/** The restaurant's details, hours and delivery area, checked with the server's own rules. */
export function SettingsForm({ defaultValues, savedPublicId, onSave }: SettingsFormProps) {
  const form = useForm<SettingsFormValues, unknown, SettingsFormOutput>({ resolver: settingsRules, defaultValues });
  const { errors, isSubmitting, isDirty } = form.formState;
  // The text boxes stop at the server's limits and count towards them.
  const [name = "", location] = useWatch({ control: form.control, name: ["name", "location"] });
  const lengths = {
    name: name.length,
    address: location?.address?.length ?? 0,
    city: location?.city?.length ?? 0,
    state: location?.state?.length ?? 0,
  };

  const onValid = serverSubmit({
    setError: form.setError,
    pathOf: formPath,
    save: onSave,
    onSaved: (next) => {
      form.reset(next);
      toast.success("Settings saved");
    },
  });

  const onInvalid = (invalid: FieldErrors<SettingsFormValues>) =>
    toast.error(firstMessage(invalid) ?? "Please check the form");

  return (
    <form
      method="post"
      noValidate
      aria-label="Restaurant settings"
      onFocus={() => void loadRules()}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-6"
    >
      <section
        aria-labelledby="settings-restaurant"
        className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7"
      >
        <h2 id="settings-restaurant" className="text-lg font-bold">
          Restaurant
        </h2>
        <FormField
          id="settings-name"
          label="Restaurant Name"
          autoComplete="organization"
          maxLength={RESTAURANT_NAME_MAX}
          count={lengths.name}
          error={errors.name?.message}
          {...form.register("name")}
        />
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
              usertype="restaurant"
              savedPublicId={savedPublicId}
            />
          )}
        />
        <FormField
          id="settings-address"
          label="Address"
          autoComplete="street-address"
          maxLength={ADDRESS_MAX}
          count={lengths.address}
          error={errors.location?.address?.message}
          {...form.register("location.address")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="settings-city"
            label="City"
            autoComplete="address-level2"
            maxLength={CITY_MAX}
            count={lengths.city}
            error={errors.location?.city?.message}
            {...form.register("location.city")}
          />
          <FormField
            id="settings-state"
            label="State"
            autoComplete="address-level1"
            maxLength={STATE_MAX}
            count={lengths.state}
            error={errors.location?.state?.message}
            {...form.register("location.state")}
          />
        </div>
      </section>

      <section
        aria-labelledby="settings-menu"
        className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7"
      >
        <h2 id="settings-menu" className="text-lg font-bold">
          Cuisines and hours
        </h2>
        <CuisinesAndHoursFields form={form} />
        <p className="-mt-2 text-xs text-muted">
          The same open and close time means open all day; a close time before the open time runs past midnight.
        </p>
      </section>

      <section
        aria-labelledby="settings-delivery"
        className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7"
      >
        <h2 id="settings-delivery" className="text-lg font-bold">
          Delivery area
        </h2>
        <Controller
          control={form.control}
          name="deliveryCities"
          render={({ field }) => (
            <TagListField
              label="Delivery cities"
              hint={`Customers in these cities see your restaurant (1 to ${MAX_DELIVERY_CITIES}, up to ${DELIVERY_CITY_MAX} characters each). Separate several with commas.`}
              values={field.value}
              onChange={field.onChange}
              check={async (value) => (await loadRules()).checkCity(value)}
              separator={/,/}
              max={MAX_DELIVERY_CITIES}
              noun="city"
              suggestions={CITY_SUGGESTIONS}
              error={listError(errors.deliveryCities)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="deliveryPincodes"
          render={({ field }) => (
            <TagListField
              label="Delivery PIN codes (optional)"
              hint={`Leave empty to deliver to the whole of those cities, or list up to ${MAX_DELIVERY_PINCODES} PIN codes to deliver only there.`}
              values={field.value}
              onChange={field.onChange}
              check={async (value) => (await loadRules()).checkPincode(value)}
              separator={/[\s,]+/}
              max={MAX_DELIVERY_PINCODES}
              noun="PIN code"
              inputMode="numeric"
              error={listError(errors.deliveryPincodes)}
            />
          )}
        />
      </section>

      <section
        aria-labelledby="settings-place"
        className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7"
      >
        <h2 id="settings-place" className="text-lg font-bold">
          Location and delivery
        </h2>
        <PlaceFields form={form} />
      </section>

      <section
        aria-labelledby="settings-bill"
        className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7"
      >
        <h2 id="settings-bill" className="text-lg font-bold">
          Bill and taxes
        </h2>
        <BillAndTaxesFields form={form} />
      </section>

      {/* In view while scrolling beside the console's sidebar; on narrower screens it ends the form, with
          room below it for the order-sound switch that floats at the bottom left. */}
      <div className="mb-16 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end md:sticky md:bottom-0 md:mb-0 md:rounded-2xl md:border md:border-stone-200 md:bg-stone-50/95 md:px-5 md:py-3 md:backdrop-blur">
        <p className="text-sm text-muted sm:mr-auto" role="status">
          {isDirty ? "You have unsaved changes." : "Customers see these details as soon as you save."}
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save settings"}
        </Button>
      </div>
    </form>
  );
}
