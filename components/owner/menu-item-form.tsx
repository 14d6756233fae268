"use client";
import { useId } from "react";
import { Controller, useForm, useWatch, type FieldErrors, type Path, type Resolver } from "react-hook-form";
import { CharCount, FormField } from "@/components/ui/form-field";
import { ImageUploadField } from "@/components/ui/image-upload-field";
import { VegMarker } from "@/components/cart/veg-marker";
import {
  EMPTY_MENU_ITEM,
  hasBlankField,
  type MenuItemFormOutput,
  type MenuItemFormValues,
} from "@/components/owner/menu-item-form-values";
import { Button } from "@/components/ui/button";
import { serverSubmit } from "@/components/ui/server-form";
import { MENU_CATEGORIES } from "@/lib/menu/categories";
import { DISH_DESCRIPTION_MAX, DISH_NAME_MAX } from "@/lib/text/limits";
import { cn } from "@/lib/ui/cn";
import { toast } from "@/lib/ui/toast";

/**
 * The server's own rules (zod, about 30 kB gzip), fetched when the form first checks its values
 * rather than with the page; the import starts as soon as the form is focused.
 */
let rules: Promise<Resolver<MenuItemFormValues, unknown, MenuItemFormOutput>> | undefined;
const loadRules = () =>
  (rules ??= Promise.all([import("@hookform/resolvers/zod"), import("@/components/owner/menu-item-form-schema")]).then(
    ([{ zodResolver }, { MenuItemFormSchema }]) => zodResolver(MenuItemFormSchema),
  ));
const menuItemRules: Resolver<MenuItemFormValues, unknown, MenuItemFormOutput> = async (values, context, options) =>
  (await loadRules())(values, context, options);

type MenuItemFormProps = Readonly<{
  submitLabel: string;
  busyLabel: string;
  defaultValues?: MenuItemFormValues;
  /** Saves the item; resolves when saved, throws (ApiError) when the server refused it. */
  onSave: (values: MenuItemFormOutput) => Promise<void>;
  /** After a successful save: the add form starts again empty. */
  resetOnSuccess?: boolean;
  /** After a refused save (the edit modal closes then, as the spec's does). */
  onFailure?: () => void;
  busy: boolean;
}>;

const boxClasses =
  "w-full rounded-xl border border-stone-300 bg-white px-4 text-base text-ink shadow-sm transition-colors " +
  "hover:border-stone-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 " +
  "aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-100";

/** Server field names in the form's terms (the image is one field in the form). */
function formPath(field: string): Path<MenuItemFormValues> | null {
  if (field === "imageUrl" || field === "public_id") return "image.imageUrl";
  const known = ["name", "category", "price", "packagingCharge", "type", "servesfor", "description"];
  return known.includes(field) ? (field as Path<MenuItemFormValues>) : null;
}

function firstMessage(errors: FieldErrors<MenuItemFormValues>): string | undefined {
  return (
    errors.name?.message ??
    errors.category?.message ??
    errors.price?.message ??
    errors.packagingCharge?.message ??
    errors.type?.message ??
    errors.servesfor?.message ??
    errors.description?.message ??
    errors.image?.imageUrl?.message
  );
}

/** The spec's menu item form, for adding (a page) and editing (the editMenuItem modal). */
export function MenuItemForm({
  submitLabel,
  busyLabel,
  defaultValues = EMPTY_MENU_ITEM,
  onSave,
  resetOnSuccess = false,
  onFailure,
  busy,
}: MenuItemFormProps) {
  const id = useId();
  const form = useForm<MenuItemFormValues, unknown, MenuItemFormOutput>({
    resolver: menuItemRules,
    defaultValues,
  });
  const { errors } = form.formState;
  const field = (name: string) => `${id}-${name}`;
  // The boxes stop at the server's limits and count towards them (a name took 88 characters, then failed at 80).
  const [name = "", description = ""] = useWatch({ control: form.control, name: ["name", "description"] });

  const onValid = serverSubmit({
    setError: form.setError,
    pathOf: formPath,
    save: onSave,
    onSaved: () => resetOnSuccess && form.reset(EMPTY_MENU_ITEM),
    onRefused: onFailure,
  });

  const onInvalid = (invalid: FieldErrors<MenuItemFormValues>) => {
    const message = hasBlankField(form.getValues())
      ? "All fields must be filled"
      : (firstMessage(invalid) ?? "All fields must be filled");
    toast.error(message);
  };

  return (
    <form
      method="post"
      noValidate
      onFocus={() => void loadRules()}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-5"
    >
      <FormField
        id={field("name")}
        label="Name"
        autoComplete="off"
        maxLength={DISH_NAME_MAX}
        count={name.length}
        error={errors.name?.message}
        {...form.register("name")}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={field("category")} className="text-sm font-semibold">
            Category
          </label>
          <select
            id={field("category")}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${field("category")}-error` : undefined}
            className={cn(boxClasses, "h-12")}
            {...form.register("category")}
          >
            <option value="" disabled>
              Select a category
            </option>
            {MENU_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          {errors.category && (
            <p id={`${field("category")}-error`} className="text-xs font-medium text-red-600">
              {errors.category.message}
            </p>
          )}
        </div>
        <FormField
          id={field("price")}
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.price?.message}
          {...form.register("price")}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)]">
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold">Type</legend>
          <div className="flex gap-2">
            {(
              [
                ["veg", "Veg"],
                ["non-veg", "Non-Veg"],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  "flex h-12 flex-1 cursor-pointer items-center gap-2 whitespace-nowrap rounded-xl border border-stone-300 bg-white px-3.5 text-sm font-semibold transition-colors sm:flex-none",
                  "has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100",
                )}
              >
                <input type="radio" value={value} className="h-4 w-4 accent-brand-500" {...form.register("type")} />
                <VegMarker type={value} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          id={field("servesfor")}
          label="Serves for"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="How many people one serving is for"
          error={errors.servesfor?.message}
          {...form.register("servesfor")}
        />
      </div>

      <FormField
        id={field("packagingCharge")}
        label="Packaging charge (₹, optional)"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        hint="Per unit of the dish, up to ₹100; added to the customer's bill. Leave empty for none."
        error={errors.packagingCharge?.message}
        {...form.register("packagingCharge")}
      />

      <div className="flex flex-col gap-1.5">
        <label htmlFor={field("description")} className="text-sm font-semibold">
          Description
        </label>
        <textarea
          id={field("description")}
          rows={3}
          maxLength={DISH_DESCRIPTION_MAX}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={cn(errors.description && `${field("description")}-error`, `${field("description")}-count`)}
          className={cn(boxClasses, "min-h-24 resize-y py-3")}
          {...form.register("description")}
        />
        {errors.description && (
          <p id={`${field("description")}-error`} className="text-xs font-medium text-red-600">
            {errors.description.message}
          </p>
        )}
        <CharCount id={`${field("description")}-count`} count={description.length} max={DISH_DESCRIPTION_MAX} />
      </div>

      <Controller
        control={form.control}
        name="image"
        render={({ field: image }) => (
          <ImageUploadField
            label="Food Image"
            folder="FoodItemImages"
            value={image.value}
            onChange={image.onChange}
            error={errors.image?.imageUrl?.message}
            usertype="restaurant"
          />
        )}
      />

      <Button type="submit" size="lg" disabled={busy} className="mt-1">
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
