import type { MenuItemFormOutput, MenuItemFormValues } from "@/components/owner/menu-item-form-schema";
import type { ApiMenuItem } from "@/lib/menu/api-shape";

// The menu item form's values without its rules (menu-item-form-schema.ts, loaded on first check).

export type { MenuItemFormOutput, MenuItemFormValues } from "@/components/owner/menu-item-form-schema";

const blank = (v: unknown) => typeof v !== "string" || v.trim() === "";

export const EMPTY_MENU_ITEM: MenuItemFormValues = {
  name: "",
  category: "",
  price: "",
  packagingCharge: "",
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
    packagingCharge: item.packagingCharge ? String(item.packagingCharge) : "",
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
    packagingCharge: values.packagingCharge,
    type: values.type,
    servesfor: values.servesfor,
    description: values.description,
    imageUrl: values.image.imageUrl,
    public_id: values.image.public_id ?? "",
    restaurant_id: restaurantId,
  };
}
