import type { SessionUser } from "@/lib/auth/session-user";
import type { Prisma } from "@/lib/generated/prisma/client";

// The platform's audit log (issue 33, docs/admin.md "Audit log"): every admin action is written here, in the
// transaction that makes the change, with who took it and the state before and after. The table is append-only
// (a trigger refuses UPDATE and DELETE), so an entry, once written, is never edited, by an admin or anyone.

/** The kinds of thing an admin acts on; the action is "<entity>.<verb>" ("restaurant.approve"). */
type AuditEntity = "restaurant" | "rider" | "user" | "order" | "help" | "setting" | "offer" | "city";

export type AuditInput = {
  action: `${AuditEntity}.${string}`;
  entity: AuditEntity;
  entityId: string;
  /** The fields the action changed, as they were and as they became (plain JSON: no Dates, no BigInts). */
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
  reason?: string | null;
};

/** Writes one audit entry for `admin`'s action, in the caller's transaction. */
export async function recordAudit(
  tx: Prisma.TransactionClient,
  admin: Pick<SessionUser, "id" | "email">,
  input: AuditInput,
): Promise<void> {
  await tx.auditEntry.create({
    data: {
      actorId: admin.id,
      actorEmail: admin.email,
      action: input.action,
      entity: input.entity,
      entityId: input.entityId,
      ...(input.before != null && { before: input.before }),
      ...(input.after != null && { after: input.after }),
      reason: input.reason ?? null,
    },
  });
}
