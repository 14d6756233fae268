import "server-only";
import { assertAdmin } from "@/lib/admin/guard";
import { AUDIT_PAGE_SIZE, type AuditQuery } from "@/lib/admin/audit-schemas";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Reading the audit log (issue 33): admins search it, nobody edits it (lib/admin/audit.ts writes it, a trigger
// refuses UPDATE and DELETE). Newest first, AUDIT_PAGE_SIZE a page, by the id of the last entry seen.

export type AuditEntryView = {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: Prisma.JsonValue;
  after: Prisma.JsonValue;
  reason: string | null;
};

export type AuditPage = { entries: AuditEntryView[]; nextBefore: string | null };

/** Midnight in India of a "2026-11-29" date, and of the day after (the `to` date is included). */
function istDay(date: string, plusDays = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00+05:30`) + plusDays * 86_400_000);
}

function whereOf(query: AuditQuery): Prisma.AuditEntryWhereInput {
  const and: Prisma.AuditEntryWhereInput[] = [];
  if (query.entity) and.push({ entity: query.entity });
  if (query.entityId) and.push({ entityId: query.entityId });
  if (query.from) and.push({ at: { gte: istDay(query.from) } });
  if (query.to) and.push({ at: { lt: istDay(query.to, 1) } });
  if (query.before) and.push({ id: { lt: BigInt(query.before) } });
  if (query.q) {
    const text = { contains: query.q, mode: "insensitive" as const };
    and.push({ OR: [{ action: text }, { entityId: query.q }, { reason: text }, { actorEmail: text }] });
  }
  return { AND: and };
}

export async function searchAudit(admin: SessionUser | null, query: AuditQuery): Promise<AuditPage> {
  assertAdmin(admin);
  const rows = await db().auditEntry.findMany({
    where: whereOf(query),
    orderBy: { id: "desc" },
    take: AUDIT_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id.toString(),
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      reason: row.reason,
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id.toString() ?? null) : null,
  };
}
