import "server-only";
import { endLogins } from "@/lib/accounts/sessions";
import { recordAudit } from "@/lib/admin/audit";
import { assertAdmin } from "@/lib/admin/guard";
import type {
  AdminBlockAnswer,
  AdminPeoplePage,
  AdminPerson,
  AdminSettleCashAnswer,
} from "@/lib/admin/orders-contract";
import type { AdminBlockInput, AdminSettleCashInput, AdminUsersQuery } from "@/lib/admin/people-schemas";
import type { SessionUser } from "@/lib/auth/session-user";
import { announceRevoked } from "@/lib/auth/revocation";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import { RiderNotFound, settleRiderCash } from "@/lib/riders/cash";
import { formatRupees } from "@/lib/ui/format";

// The console's people (issue 33 item 3, docs/admin.md "Orders and people"): accounts found by email, name or phone;
// blocked (every login ended, logging in refused, a rider taken offline) and unblocked, with the reason in the audit
// log; the cash a delivery partner holds, settled.

const PEOPLE_LIMIT = 50;

const personSelect = {
  id: true,
  username: true,
  email: true,
  phone: true,
  userType: true,
  createdAt: true,
  blockedAt: true,
  blockReason: true,
  restaurant: { select: { id: true, name: true } },
  rider: { select: { online: true, city: true } },
} as const satisfies Prisma.UserSelect;

type PersonRow = Prisma.UserGetPayload<{ select: typeof personSelect }>;

/** The cash each rider holds from doors (delivered cash orders not yet settled), in paise. */
async function cashHeld(riderIds: readonly string[]): Promise<Map<string, number>> {
  if (riderIds.length === 0) return new Map();
  const rows = await db().delivery.groupBy({
    by: ["riderId"],
    where: { riderId: { in: [...riderIds] }, cashSettledAt: null, cashCollectedPaise: { gt: 0 } },
    _sum: { cashCollectedPaise: true },
  });
  return new Map(rows.map((row) => [row.riderId ?? "", row._sum.cashCollectedPaise ?? 0]));
}

function toPerson(row: PersonRow, cash: Map<string, number>): AdminPerson {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    userType: row.userType,
    createdAt: row.createdAt.toISOString(),
    blockedAt: row.blockedAt?.toISOString() ?? null,
    blockReason: row.blockReason,
    restaurant: row.restaurant ? { _id: row.restaurant.id, name: row.restaurant.name } : null,
    rider: row.rider ? { online: row.rider.online, city: row.rider.city, cashHeldPaise: cash.get(row.id) ?? 0 } : null,
  };
}

async function peopleOf(rows: PersonRow[]): Promise<AdminPerson[]> {
  const cash = await cashHeld(rows.filter((row) => row.rider).map((row) => row.id));
  return rows.map((row) => toPerson(row, cash));
}

/** GET /api/admin/users: accounts whose email, name or phone contains `q`, of one type when told; newest first. */
export async function searchPeople(admin: SessionUser, query: AdminUsersQuery): Promise<AdminPeoplePage> {
  assertAdmin(admin);
  const term = query.q ? { contains: query.q, mode: "insensitive" as const } : undefined;
  const rows = await db().user.findMany({
    where: {
      ...(query.type && { userType: query.type }),
      ...(term && { OR: [{ email: term }, { username: term }, { phone: { contains: query.q } }] }),
    },
    select: personSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: PEOPLE_LIMIT,
  });
  return { people: await peopleOf(rows) };
}

/**
 * POST /api/admin/users/block: blocks an account (its logins ended at once, on every instance; logging in refused by
 * startSession; a rider taken offline) or unblocks it. Refused with 409: the admin's own account, another admin's,
 * blocking one blocked already or unblocking one that is not. The audit entry carries the reason.
 */
export async function setBlocked(admin: SessionUser, input: AdminBlockInput): Promise<AdminBlockAnswer> {
  assertAdmin(admin);
  const target = await db().user.findUnique({ where: { id: input.userId }, select: personSelect });
  if (!target) throw notFound("Account");
  if (target.id === admin.id) throw new AppError(409, "You cannot block or unblock your own account");
  if (target.userType === "admin") throw new AppError(409, "An admin account cannot be blocked from the console");
  if (input.blocked && target.blockedAt) throw new AppError(409, "This account is blocked already");
  if (!input.blocked && !target.blockedAt) throw new AppError(409, "This account is not blocked");
  const now = new Date();
  const ended = await db().$transaction(async (tx) => {
    // One conditional UPDATE decides between two admins acting at once: the second finds it changed (409).
    const { count } = await tx.user.updateMany({
      where: { id: target.id, blockedAt: input.blocked ? null : { not: null } },
      data: input.blocked
        ? { blockedAt: now, blockReason: input.reason ?? null }
        : { blockedAt: null, blockReason: null },
    });
    if (count === 0) throw new AppError(409, "This account was changed by someone else just now; look again");
    const logins = input.blocked ? await endLogins(tx, target.id) : [];
    if (input.blocked && target.rider) {
      // Offered no more deliveries; one in hand stays with its restaurant, which can take it back or assign another.
      await tx.rider.update({ where: { userId: target.id }, data: { online: false, onlineSince: null } });
    }
    await recordAudit(tx, admin, {
      action: input.blocked ? "user.block" : "user.unblock",
      entity: "user",
      entityId: target.id,
      before: { blockedAt: target.blockedAt?.toISOString() ?? null, blockReason: target.blockReason },
      after: input.blocked
        ? { blockedAt: now.toISOString(), blockReason: input.reason ?? null, endedLogins: logins.length }
        : { blockedAt: null, blockReason: null },
      reason: input.reason ?? null,
    });
    return logins;
  });
  if (ended.length > 0) await announceRevoked(ended);
  const [person] = await peopleOf([
    await db().user.findUniqueOrThrow({ where: { id: target.id }, select: personSelect }),
  ]);
  return {
    message: input.blocked ? `${target.username} is blocked` : `${target.username} is unblocked`,
    person: person!,
    endedLogins: ended.length,
  };
}

/** POST /api/admin/riders/settle-cash: the rider handed over the cash they hold (lib/riders/cash.ts), audited. */
export async function settleCash(admin: SessionUser, input: AdminSettleCashInput): Promise<AdminSettleCashAnswer> {
  assertAdmin(admin);
  try {
    const settlement = await settleRiderCash(db(), { id: input.riderId }, new Date(), async (tx, settled) => {
      await recordAudit(tx, admin, {
        action: "rider.settle_cash",
        entity: "rider",
        entityId: settled.riderId,
        before: { cashHeldPaise: settled.settledPaise },
        after: { cashHeldPaise: 0, deliveries: settled.deliveries, settledPaise: settled.settledPaise },
      });
    });
    return {
      message:
        settlement.deliveries === 0
          ? `${settlement.riderName} holds no cash: nothing to settle`
          : `${formatRupees(settlement.settledPaise / 100)} from ${settlement.deliveries} deliveries settled for ${settlement.riderName}`,
      deliveries: settlement.deliveries,
      settledPaise: settlement.settledPaise,
    };
  } catch (error) {
    if (error instanceof RiderNotFound) throw notFound("Delivery partner");
    throw error;
  }
}
