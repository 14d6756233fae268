import { z } from "zod";
import type { ApiMenuItem } from "@/lib/menu/api-shape";
import { MENU_CATEGORIES, type MenuCategory } from "@/lib/menu/schemas";
import { MenuItemSchema, MenuItemTypeSchema, PriceRupeesSchema, ServesForNumberSchema } from "@/lib/owner/schemas";

// The add and edit form of a menu item, cut from the handler's own schema so that the browser and
// the server accept the same thing (spec section 5). Number boxes hold text; the shared price and
// servesfor rules read it as numbers. The category starts blank, so it has its own prompt.

const blank = (v: unknown) => typeof v !== "string" || v.trim() === "";
const { name, description } = MenuItemSchema.shape;
/** A number box's text, then the server's own rule for the number. */
const numberBox = (field: string, rule: z.ZodType<number, number>) =>
  z.string().trim().min(1, `${field} is required`).transform(Number).pipe(rule);

export const MenuItemFormSchema = z.object({
  name,
  category: z
    .string()
    .refine((v) => (MENU_CATEGORIES as readonly string[]).includes(v), "Choose a category")
    .transform((v) => v as MenuCategory),
  price: numberBox("price", PriceRupeesSchema),
  type: MenuItemTypeSchema,
  servesfor: numberBox("servesfor", ServesForNumberSchema),
  description,
  image: z.object({
    imageUrl: z.string().min(1, "Upload an image of the dish"),
    public_id: z.string().optional(),
  }),
});

/** What the form's boxes hold. */
export type MenuItemFormValues = z.input<typeof MenuItemFormSchema>;
export type MenuItemFormOutput = z.output<typeof MenuItemFormSchema>;

export const EMPTY_MENU_ITEM: MenuItemFormValues = {
  name: "",
  category: "",
  price: "",
  type: "veg",
  servesfor: "1",
  description: "",
  image: { imageUrl: "", public_id: "" },
};

/**
 * The form's starting values for editing `item`. Its stored image goes in without its public id: removing
 * it in the form must not delete it before the change is saved, and a blank public id keeps it.
 */
export function menuItemFormValues(item: ApiMenuItem): MenuItemFormValues {
  return {
    name: item.name,
    category: item.category,
    price: String(item.price),
    type: item.type,
    servesfor: String(item.servesfor),
    description: item.description,
    image: { imageUrl: item.imageUrl, public_id: "" },
  };
}

/** Whether a failed check is a blank field, which the spec answers with 'All fields must be filled'. */
export function hasBlankField(values: MenuItemFormValues): boolean {
  const { name, category, price, servesfor, description, image } = values;
  return [name, category, price, servesfor, description, image.imageUrl].some(blank);
}

/** The body of POST /api/addMenuItem (and, with `_id`, of /api/updateMenuItem). */
export function menuItemBody(values: MenuItemFormOutput, restaurantId: string) {
  return {
    name: values.name,
    category: values.category,
    price: values.price,
    type: values.type,
    servesfor: values.servesfor,
    description: values.description,
    imageUrl: values.image.imageUrl,
    public_id: values.image.public_id ?? "",
    restaurant_id: restaurantId,
  };
}
