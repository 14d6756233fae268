import type { z } from "zod";
import type { DashboardDetails, OwnerMenuItem } from "@/lib/owner/api-shape";
import type { MenuItemSchema, MenuItemStockSchema, UpdateMenuItemSchema } from "@/lib/owner/schemas";
import type { ApiRestaurantSettings, RestaurantSettingsSchema } from "@/lib/owner/settings-schemas";
import type { ApiOrder } from "@/lib/orders/contract";
import type { CancelOrderBodySchema, UpdateOrderStatusSchema } from "@/lib/orders/schemas";

// The partner console's wire types (docs/api.md, owner), written once: the requests are what the
// route handlers' zod schemas take, the answers what the server's shapers give. The server and the
// browser (lib/owner/queries.ts) both import them from here. Types only: safe in browser code.

export type { ApiRestaurantSettings, DashboardDetails, OwnerMenuItem };

/** GET /api/getDashboardDetails (the dashboard page reads the same figures on the server). */
export type DashboardAnswer = { dashboardDetails: DashboardDetails };

/** GET /api/getItemsByRestaurantId. */
export type OwnerMenuAnswer = { items: OwnerMenuItem[] };

/** POST /api/addMenuItem's body; with `_id`, POST /api/updateMenuItem's. */
export type MenuItemBody = z.input<typeof MenuItemSchema>;
export type UpdateMenuItemBody = z.input<typeof UpdateMenuItemSchema>;
/** POST /api/setMenuItemStock's body. */
export type MenuItemStockBody = z.input<typeof MenuItemStockSchema>;

/** The answer of an add or an update: the dish as saved. */
export type MenuItemSaved = { message: string; menuItem: OwnerMenuItem };

/** POST /api/deleteMenuItem: `archived` when past orders keep the dish, which leaves the menu only. */
export type MenuItemDeleted = { message: string; archived: boolean };

/** POST /api/updateRestaurantSettings's body and its answer (the settings as saved). */
export type RestaurantSettingsBody = z.input<typeof RestaurantSettingsSchema>;
export type RestaurantSettingsSaved = { message: string; settings: ApiRestaurantSettings };

/** POST /api/updateOrderStatus's body. */
type OrderStatusBody = z.input<typeof UpdateOrderStatusSchema>;

/** The statuses a restaurant sets from its console (cancelling is its own call). */
export type SettableStatus = Extract<OrderStatusBody["status"], "pending" | "out for delivery" | "delivered">;

/** POST /api/cancelOrder?_id= (the owner's form): an optional reason the customer will read. */
export type OwnerCancelBody = Pick<z.input<typeof CancelOrderBodySchema>, "reason">;

/** The answer of a status change or a cancel: the order as it now stands. */
export type OrderChanged = { message: string; order: ApiOrder };
