import { z } from "zod";
import { imageSrc } from "@/lib/images/image-src";
import type { CurrentMenu } from "./menu-check";

const menuItemSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  price: z.number().nonnegative(),
  type: z.enum(["veg", "non-veg"]).optional(),
  // The cart keeps our own pictures as paths (as the menu pages give them), whatever origin the API answered.
  imageUrl: z.string().transform(imageSrc).optional(),
  // Present (false) only while its owner has marked it sold out.
  inStock: z.boolean().optional(),
});

/** `GET /api/getMenuByRestaurantId`: the menu grouped by category (only what the cart reads). */
const menuResponseSchema = z.object({
  menuitems: z.array(z.object({ _id: z.string(), items: z.array(menuItemSchema) })),
});

/** The menu items of a `getMenuByRestaurantId` answer by id; throws on an answer of another shape. */
export function parseMenuResponse(body: unknown): CurrentMenu {
  const { menuitems } = menuResponseSchema.parse(body);
  return new Map(menuitems.flatMap((group) => group.items.map((item) => [item._id, item] as const)));
}
