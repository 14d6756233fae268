import { z } from "zod";

// The audit log's search (issue 33): GET /api/admin/audit and the page /admin/audit share it.

export const AUDIT_ENTITIES = ["restaurant", "rider", "user", "order", "help", "setting", "offer", "city"] as const;
export const AUDIT_PAGE_SIZE = 50;

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-29")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+05:30`)), "Not a date");

export const AuditQuerySchema = z.object({
  /** Words in the action, the id of what was acted on, the reason or the admin's email. */
  q: z.string().trim().max(100, "Search at most 100 characters").optional(),
  entity: z.enum(AUDIT_ENTITIES, { error: `entity is one of ${AUDIT_ENTITIES.join(", ")}` }).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  /** India's calendar dates, both included. */
  from: date.optional(),
  to: date.optional(),
  /** The id of the last entry of the page before (entries come newest first). */
  before: z
    .string()
    .regex(/^\d{1,18}$/, "before is an entry id")
    .optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
