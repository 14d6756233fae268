import { z } from "zod";
import { blankToUndefined } from "@/lib/http/blank";
import { recordId } from "@/lib/http/record-id";

// One schema per input of the kitchen ticket calls.

/** `POST /api/recordTicketPrint {_id}`: the order whose ticket is being printed. */
export const RecordTicketPrintSchema = z.object({ _id: recordId("_id") });

/** `GET /api/ticketEscPos?_id=&width=`: the order, and the paper (58 or 80 mm; 80 when not said). */
export const TicketEscPosQuerySchema = z.object({
  _id: recordId("_id"),
  width: z.preprocess(
    blankToUndefined,
    z
      .enum(["58", "80"], { error: "width must be 58 or 80" })
      .default("80")
      .transform((w) => (w === "58" ? 58 : 80)),
  ),
});
