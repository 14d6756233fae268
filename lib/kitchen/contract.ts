import type { z } from "zod";
import type { ApiOrder } from "@/lib/orders/contract";
import type {
  AcceptOrderSchema,
  KitchenOrderSchema,
  KitchenSettingsSchema,
  RejectOrderSchema,
} from "@/lib/kitchen/schemas";

// The kitchen calls' wire types (issue 30; docs/api.md), for the server and the owner console alike.
// Types only: safe in browser code.

export type AcceptOrderBody = z.input<typeof AcceptOrderSchema>;
export type RejectOrderBody = z.input<typeof RejectOrderSchema>;
export type KitchenOrderBody = z.input<typeof KitchenOrderSchema>;

/** The answer of every kitchen step: what happened and the order as it now stands. */
export type KitchenStepAnswer = { message: string; order: ApiOrder };

/** The accept window and auto-accept, as saved and as GET /api/kitchenSettings answers them. */
export type KitchenSettingsInput = z.output<typeof KitchenSettingsSchema>;
export type KitchenSettings = { acceptWindowMinutes: number; autoAccept: boolean; defaultPrepMinutes: number };
export type KitchenSettingsAnswer = { settings: KitchenSettings };
export type KitchenSettingsSaved = { message: string; settings: KitchenSettings };

/** A paid order waiting for the kitchen's Accept or Reject (GET /api/kitchenQueue). */
type WaitingOrder = {
  _id: string;
  createdAt: string;
  /** When the accept window ends and the order is rejected and refunded; null when nothing will. */
  acceptBy: string | null;
};
/** GET /api/kitchenQueue: the restaurant's waiting orders, oldest first, and how many. */
export type KitchenQueueAnswer = { waiting: WaitingOrder[]; count: number };
