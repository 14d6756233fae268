import { z } from "zod";
import { MENU_CATEGORIES, type MenuCategory } from "@/lib/menu/schemas";
import {
  MenuItemSchema,
  MenuItemTypeSchema,
  PackagingRupeesSchema,
  PriceRupeesSchema,
  ServesForNumberSchema,
} from "@/lib/owner/schemas";

// The add and edit form of a menu item, cut from the handler's own schema so that the browser and
// the server accept the same thing (spec section 5). Number boxes hold text; the shared price and
// servesfor rules read it as numbers. The category starts blank, so it has its own prompt.
// zod is about 30 kB (gzip): the form loads this module when it first validates, not with the page;
// what the pages need at once is in menu-item-form-values.ts.

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
  /** Optional: an empty box is no packaging charge. */
  packagingCharge: z
    .string()
    .trim()
    .transform((text) => (text === "" ? 0 : Number(text)))
    .pipe(PackagingRupeesSchema),
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
