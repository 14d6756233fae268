import { z } from "zod";
import { recordId } from "@/lib/http/record-id";

export { MENU_CATEGORIES, type MenuCategory } from "@/lib/menu/categories";

export const MenuQuerySchema = z.object({ _id: recordId("_id") });
