import { z } from "zod";
import { blankToUndefined } from "@/lib/http/blank";
import { recordId } from "@/lib/http/record-id";

/** `GET /api/invoice?_id=&kind=`: the order, and which document (its tax invoice unless said). */
export const InvoiceQuerySchema = z.object({
  _id: recordId("_id"),
  kind: z.preprocess(
    blankToUndefined,
    z.enum(["invoice", "credit_note"], { error: "kind must be invoice or credit_note" }).default("invoice"),
  ),
});
