import { z } from "zod";

// The audit log's answer (issue 33, docs/admin.md "Audit log").

// Any JSON object of the fields an action changed (a recursive JSON schema would not resolve in the document).
const AnyJson = z.record(z.string(), z.unknown()).nullable();

export const AuditPageAnswer = z.strictObject({
  entries: z.array(
    z.strictObject({
      id: z
        .string()
        .meta({ description: "The entry's number, rising with time: pass the last as ?before= for older ones." }),
      at: z.string(),
      actorId: z.string(),
      actorEmail: z.string(),
      action: z.string().meta({ description: '"<entity>.<verb>", e.g. "restaurant.approve", "order.refund".' }),
      entity: z.string(),
      entityId: z.string(),
      before: AnyJson.meta({ description: "The fields the action changed, as they were (null: nothing before)." }),
      after: AnyJson.meta({ description: "The same fields as the action left them." }),
      reason: z.string().nullable(),
    }),
  ),
  nextBefore: z
    .string()
    .nullable()
    .meta({ description: "Pass as ?before= for the next (older) page; null at the end." }),
});
