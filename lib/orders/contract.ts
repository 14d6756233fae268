import type { z } from "zod";
import type { toApiOrder } from "@/lib/orders/api-shape";
import type { AddReviewSchema } from "@/lib/reviews/schemas";
import type { AddedReview } from "@/lib/reviews/service";

// The order calls' types (docs/api.md), written once for the server (service, shaper,
// handlers) and the browser (Past Orders): the order is what the server's shaper makes of a row.
// Types and one constant only, so browser code may import it.

/** The spec's Order as the API shows it (`_id`, populated `restaurant_id` and `item_id`, rupees). */
export type ApiOrder = ReturnType<typeof toApiOrder>;

/** One page of a customer's or a restaurant's orders. */
export type OrdersPage = { orders: ApiOrder[]; page: number; pageSize: number; total: number };

/** `POST /api/cancelOrder`'s answer. */
export type CancelOrderAnswer = { message: string; order: ApiOrder };

/** `POST /api/addReview`, and its answer. */
export type AddReviewRequest = z.input<typeof AddReviewSchema>;
export type AddReviewAnswer = { message: string; review: AddedReview };

/** Orders per page of Past Orders (the cards are tall: ten fill a few screens). */
export const ORDERS_PAGE_SIZE = 10;
