import { z } from "zod";
import { recordId } from "@/lib/http/record-id";

// One schema per input of the console's people calls (issue 33 item 3): GET /api/admin/users, POST
// /api/admin/users/block and POST /api/admin/riders/settle-cash.

const USER_TYPES = ["customer", "restaurant", "rider", "admin"] as const;

/** The longest reason kept with a block (the audit log keeps it; the account's owner is told to write to support). */
export const BLOCK_REASON_MAX = 300;

export const AdminUsersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, "q can be at most 100 characters")
    .optional()
    .transform((value) => (value ? value : undefined)),
  type: z
    .enum(USER_TYPES, { error: `type must be one of: ${USER_TYPES.join(", ")}` })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

/** Block (a reason is required) or unblock (a reason is optional) an account. */
export const AdminBlockSchema = z
  .object({
    userId: recordId("userId"),
    blocked: z.boolean({ error: "blocked must be true or false" }),
    reason: z
      .string()
      .trim()
      .max(BLOCK_REASON_MAX, `reason can be at most ${BLOCK_REASON_MAX} characters`)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((body) => !body.blocked || body.reason !== undefined, {
    message: "Give a reason for blocking this account",
    path: ["reason"],
  });
export type AdminBlockInput = z.infer<typeof AdminBlockSchema>;

export const AdminSettleCashSchema = z.object({ riderId: recordId("riderId") });
export type AdminSettleCashInput = z.infer<typeof AdminSettleCashSchema>;
