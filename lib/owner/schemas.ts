import { z } from "zod";
import { blankToUndefined } from "@/lib/http/blank";
import { MENU_CATEGORIES } from "@/lib/menu/schemas";
import { CustomerOrdersQuerySchema } from "@/lib/orders/schemas";
import { recordId } from "@/lib/http/record-id";
import { DISH_DESCRIPTION_MAX, DISH_NAME_MAX } from "@/lib/text/limits";
import { ownerText } from "@/lib/text/schemas";

// One schema per input of the partner console's calls (spec section 5 for menu items). Shared by the
// route handlers and, where it helps, the forms. Unknown fields are dropped. The messages name the fields
// as the owner's form does ("Serves for", not "servesfor"): the form shows them as they come.

const MAX_PRICE_RUPEES = 100_000;
const MAX_SERVES_FOR = 50;
const MENU_ITEM_TYPES = ["veg", "non-veg"] as const;

/** Number boxes of HTML forms send text: "199.5" is taken as 199.5; anything else is checked as it is. */
const numberFromText = (value: unknown) => {
  const v = blankToUndefined(value);
  if (typeof v !== "string") return v;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : v;
};

/** At most 2 decimals, tolerant of binary fractions (19.99 * 100 is 1998.9999999999998). */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Rupees: must not be 0 (spec section 5) or negative, at most 2 decimals. Forms pipe their text into it. */
export const PriceRupeesSchema = z
  .number({ error: "Price must be a number" })
  .refine((v) => v >= 0, "Price cannot be negative")
  .refine((v) => v !== 0, "Price must not be 0")
  .refine(hasAtMostTwoDecimals, "Price can have at most 2 decimals")
  .refine((v) => v <= MAX_PRICE_RUPEES, `Price must be at most ₹${MAX_PRICE_RUPEES.toLocaleString("en-IN")}`);

const MAX_PACKAGING_RUPEES = 100;

/** Packaging per unit of a dish, rupees like the price (issue 31): 0 to ₹100, at most 2 decimals. */
export const PackagingRupeesSchema = z
  .number({ error: "Packaging charge must be a number" })
  .refine((v) => v >= 0, "Packaging charge cannot be negative")
  .refine(hasAtMostTwoDecimals, "Packaging charge can have at most 2 decimals")
  .refine((v) => v <= MAX_PACKAGING_RUPEES, `Packaging charge must be at most ₹${MAX_PACKAGING_RUPEES}`);

export const ServesForNumberSchema = z
  .number({ error: "Serves for must be a number" })
  .int("Serves for must be a whole number")
  .min(1, "Serves for must be at least 1")
  .max(MAX_SERVES_FOR, `Serves for must be at most ${MAX_SERVES_FOR}`);

export const MenuItemTypeSchema = z.enum(MENU_ITEM_TYPES, { error: "Type must be Veg or Non-Veg" });

/** The same rules for a request body, which may carry numbers or the text of number boxes. */
const PriceSchema = z.preprocess(numberFromText, PriceRupeesSchema);
const ServesForSchema = z.preprocess(numberFromText, ServesForNumberSchema);

const categoryMessage = `Category must be one of: ${MENU_CATEGORIES.join(", ")}`;

/** The uploaded image's public id; optional on update, where a blank one keeps the item's image. */
const publicId = z.preprocess(
  blankToUndefined,
  z.string().trim().max(300, "The image reference (public_id) is too long").optional(),
);

/** POST /api/addMenuItem: the spec's item fields plus restaurant_id (which must be the caller's). */
export const MenuItemSchema = z.object({
  name: ownerText("Name", DISH_NAME_MAX),
  category: z.enum(MENU_CATEGORIES, { error: categoryMessage }),
  price: PriceSchema,
  type: z.preprocess((value) => (typeof value === "string" ? value.trim().toLowerCase() : value), MenuItemTypeSchema),
  servesfor: ServesForSchema,
  description: ownerText("Description", DISH_DESCRIPTION_MAX),
  /** Optional, so the spec's form works unchanged: absent (or blank) is 0 on add and keeps the dish's on update. */
  packagingCharge: z.preprocess(numberFromText, PackagingRupeesSchema.optional()),
  /** Required as the spec's form requires it; the stored URL of the upload is what is saved. */
  imageUrl: z
    .string({ error: "Upload an image of the dish" })
    .trim()
    .min(1, "Upload an image of the dish")
    .max(2048, "The image address is too long"),
  public_id: publicId.refine((value) => value !== undefined, "Upload an image of the dish"),
  restaurant_id: z.preprocess(blankToUndefined, recordId("restaurant_id").optional()),
});
export type MenuItemInput = z.infer<typeof MenuItemSchema>;

/** POST /api/updateMenuItem: the same plus `_id`; a blank public_id with the item's own imageUrl keeps its image. */
export const UpdateMenuItemSchema = MenuItemSchema.extend({ _id: recordId("_id"), public_id: publicId });
export type UpdateMenuItemInput = z.infer<typeof UpdateMenuItemSchema>;

/** POST /api/deleteMenuItem: the spec also sends the image's public_id, which the server knows already. */
export const DeleteMenuItemSchema = z.object({ _id: recordId("_id"), public_id: z.unknown().optional() });

/**
 * POST /api/setMenuItemStock: mark a dish sold out (`inStock` false) for today, or until `until` (an ISO
 * date and time; the service checks it is ahead and within 30 days), or back in stock (`inStock` true).
 */
export const MenuItemStockSchema = z.object({
  _id: recordId("_id"),
  inStock: z.boolean({ error: "inStock must be true or false" }),
  until: z.preprocess(
    blankToUndefined,
    z.iso
      .datetime({ offset: true, error: "until must be an ISO date and time, such as 2026-11-28T09:00:00+05:30" })
      .transform((value) => new Date(value))
      .optional(),
  ),
});
export type MenuItemStockInput = z.output<typeof MenuItemStockSchema>;

/** GET /api/getItemsByRestaurantId: `q` narrows to names or categories containing it (any case). */
export const OwnerItemsQuerySchema = z.object({
  restaurant_id: recordId("restaurant_id"),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, "Search at most 100 characters").optional()),
});

export const MIN_DASHBOARD_YEAR = 2000;
export const MAX_DASHBOARD_YEAR = 2100;

/** GET /api/getDashboardDetails: `year` defaults to the current year in Asia/Kolkata. */
export const DashboardQuerySchema = z.object({
  _id: recordId("_id"),
  year: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Year must be a year such as 2026" })
      .int("Year must be a year such as 2026")
      .min(MIN_DASHBOARD_YEAR, `Year must be from ${MIN_DASHBOARD_YEAR} to ${MAX_DASHBOARD_YEAR}`)
      .max(MAX_DASHBOARD_YEAR, `Year must be from ${MIN_DASHBOARD_YEAR} to ${MAX_DASHBOARD_YEAR}`)
      .optional(),
  ),
});

/** GET /api/getOrdersByRestaurantId: the same query as the customer's listing (`_id` is the restaurant). */
export const RestaurantOrdersQuerySchema = CustomerOrdersQuerySchema;
