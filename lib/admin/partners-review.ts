import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { assertAdmin } from "@/lib/admin/guard";
import { checksOfRestaurant, checksOfRider, restaurantReviewSelect, riderReviewSelect } from "@/lib/admin/partners";
import {
  illegalMoveMessage,
  missingOf,
  needsChecks,
  needsReason,
  nextStatus,
  pastTense,
  type PartnerDecision,
  type PartnerKind,
  type PartnerStatus,
} from "@/lib/admin/partners-checks";
import type { PartnerReviewAnswer } from "@/lib/admin/partners-contract";
import type { PartnerReviewSchema } from "@/lib/admin/partners-schemas";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import { linkOrigin } from "@/lib/http/public-url";
import { queueMail } from "@/lib/messages/mail";
import { expirePublicPages } from "@/lib/restaurants/public-tags";
import type { z } from "zod";

// The platform's review of partners, the decisions (issue 33 item 2, docs/admin.md "Partner review"): approve,
// reject, suspend, reinstate. Each is one transaction with the partner's row locked: the status moves only along
// the allowed paths (409 otherwise), an approval needs every check passed (422 with what is missing), a refusal or
// a suspension needs a reason (422), and the row, its audit entry and the partner's mail are written together.

const TX = { maxWait: 10_000, timeout: 20_000 };

type ReviewInput = z.output<typeof PartnerReviewSchema>;

/** The partner as the decision reads it, locked: its status and note, its checks, and whom to tell. */
type Locked = {
  status: PartnerStatus;
  note: string | null;
  name: string;
  missing: string[];
  to: { username: string; email: string };
  /** A rider's online switch, which a suspension turns off. */
  online?: boolean;
};

async function lockRestaurant(tx: Prisma.TransactionClient, id: string): Promise<Locked | null> {
  await tx.$queryRaw`SELECT "id" FROM "Restaurant" WHERE "id" = ${id} FOR UPDATE`;
  const row = await tx.restaurant.findUnique({ where: { id }, select: restaurantReviewSelect });
  if (!row) return null;
  return {
    status: row.reviewStatus,
    note: row.reviewNote,
    name: row.name,
    missing: missingOf(checksOfRestaurant(row)),
    to: row.owner,
  };
}

async function lockRider(tx: Prisma.TransactionClient, id: string): Promise<Locked | null> {
  await tx.$queryRaw`SELECT "userId" FROM "Rider" WHERE "userId" = ${id} FOR UPDATE`;
  const row = await tx.rider.findUnique({ where: { userId: id }, select: riderReviewSelect });
  if (!row) return null;
  return {
    status: row.reviewStatus,
    note: row.reviewNote,
    name: row.user.username,
    missing: missingOf(checksOfRider(row)),
    to: row.user,
    online: row.online,
  };
}

const NOUN: Record<PartnerKind, string> = { restaurant: "Restaurant", rider: "Delivery partner" };

/** Refusals that need no database: a reject or suspend without a reason (422). */
function assertReason(input: ReviewInput): void {
  if (needsReason(input.decision) && !input.reason) {
    const message = `Say why: the ${input.kind === "restaurant" ? "owner" : "delivery partner"} reads the reason`;
    throw new AppError(422, message, { reason: [message] });
  }
}

function assertChecks(decision: PartnerDecision, missing: string[]): void {
  if (!needsChecks(decision) || missing.length === 0) return;
  throw new AppError(422, `Not every check passes: ${missing.join("; ")}`, { checks: missing });
}

/**
 * POST /api/admin/partners/review: one decision on a restaurant or a delivery partner, by `admin`. Suspending a rider
 * also sets them offline; a restaurant's decision expires the cached public pages, so the lists change at once.
 * Orders already placed with a suspended restaurant go on (nothing here touches them).
 */
export async function reviewPartner(
  admin: SessionUser | null,
  input: ReviewInput,
  now: Date = new Date(),
): Promise<PartnerReviewAnswer> {
  assertAdmin(admin);
  assertReason(input);
  const { kind, id, decision } = input;
  const note = needsReason(decision) ? (input.reason ?? null) : null;
  const status = await db().$transaction(async (tx) => {
    const locked = kind === "restaurant" ? await lockRestaurant(tx, id) : await lockRider(tx, id);
    if (!locked) throw notFound(NOUN[kind]);
    const to = nextStatus(locked.status, decision);
    if (!to) throw new AppError(409, illegalMoveMessage(kind, locked.status, decision));
    assertChecks(decision, locked.missing);
    const data = { reviewStatus: to, reviewNote: note, reviewedAt: now };
    const goesOffline = kind === "rider" && to !== "approved" && locked.online === true;
    if (kind === "restaurant") await tx.restaurant.update({ where: { id }, data });
    else
      await tx.rider.update({
        where: { userId: id },
        data: { ...data, ...(goesOffline && { online: false, onlineSince: null }) },
      });
    await recordAudit(tx, admin, {
      action: `${kind}.${decision}`,
      entity: kind,
      entityId: id,
      before: { reviewStatus: locked.status, reviewNote: locked.note, ...(goesOffline && { online: true }) },
      after: {
        reviewStatus: to,
        reviewNote: note,
        reviewedAt: now.toISOString(),
        ...(goesOffline && { online: false }),
      },
      reason: input.reason ?? null,
    });
    await queueMail(tx, {
      template: "partnerReview",
      to: locked.to.email,
      key: `partner-review:${kind}:${id}:${decision}:${now.getTime()}`,
      data: {
        username: locked.to.username,
        kind,
        name: locked.name,
        decision,
        reason: note,
        missing: decision === "reject" ? locked.missing : [],
        consoleUrl: `${linkOrigin()}${kind === "restaurant" ? "/restaurant/dashboard" : "/rider"}`,
      },
    });
    return to;
  }, TX);
  // After the commit: the restaurant's page and every list are rebuilt on their next request.
  if (kind === "restaurant") expirePublicPages(id);
  return {
    message: `${NOUN[kind]} ${pastTense(decision)}`,
    kind,
    id,
    status,
    note,
    reviewedAt: now.toISOString(),
  };
}
