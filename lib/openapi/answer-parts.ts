import { z } from "zod";
import { USER_TYPES } from "@/lib/accounts/schemas";

// The pieces every answer file of lib/openapi is built from.

export const Id = z.string();
export const Paise = z.number().int();
export const DishType = z.enum(["veg", "non-veg"]);
export const UserTypeEnum = z.enum(USER_TYPES);
export const WireStatus = z.enum(["pending", "out for delivery", "delivered", "cancelled"]);
export const KitchenStatusEnum = z.enum(["placed", "accepted", "preparing", "ready", "rejected"]);
export const GeoPoint = z.strictObject({ lat: z.number(), lng: z.number() });
/** An image as the spec names it; `public_id` "" for a picture that is not an upload. */
export const ImageRef = z.strictObject({ imageUrl: z.string(), public_id: z.string() });
