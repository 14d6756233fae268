import { z } from "zod";
import { recordId } from "@/lib/http/record-id";

// One schema per input of the dispatch calls (issue 32 part 4). Shared by the handlers and the consoles.

/** acceptDelivery, passDelivery: the rider's offer. */
export const OfferIdSchema = z.object({ _id: recordId("_id") });

/** availableRiders (?_id=), deliverItself: the order. */
export const DispatchOrderSchema = z.object({ _id: recordId("_id") });

/** assignRider: the order and the rider the restaurant picked. */
export const AssignRiderSchema = DispatchOrderSchema.extend({ riderId: recordId("riderId") });
