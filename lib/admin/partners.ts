import "server-only";
import { assertAdmin } from "@/lib/admin/guard";
import { decisionsFor, restaurantChecks, riderChecks, type PartnerCheck } from "@/lib/admin/partners-checks";
import type {
  PartnerHistoryEntry,
  PartnerListAnswer,
  PartnerRow,
  RestaurantPartnerDetail,
  RiderPartnerDetail,
} from "@/lib/admin/partners-contract";
import { PARTNER_PAGE_SIZE, type PartnerListQuery } from "@/lib/admin/partners-schemas";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { absoluteUrl } from "@/lib/http/public-url";

// The platform's review of partners, read side (issue 33 item 2, docs/admin.md "Partner review"): the list an admin
// works through (newest first, by kind and status, each with its checks) and one partner with its details, checks
// and history from the audit log. Decisions are lib/admin/partners-review.ts.

/** How many audit entries a partner's page shows. */
const HISTORY_MAX = 50;

export const restaurantReviewSelect = {
  id: true,
  name: true,
  city: true,
  createdAt: true,
  reviewStatus: true,
  reviewNote: true,
  reviewedAt: true,
  fssaiNumber: true,
  gstin: true,
  imageUrl: true,
  lat: true,
  lng: true,
  owner: { select: { id: true, username: true, email: true } },
} as const satisfies Prisma.RestaurantSelect;

export const riderReviewSelect = {
  userId: true,
  city: true,
  createdAt: true,
  reviewStatus: true,
  reviewNote: true,
  reviewedAt: true,
  phone: true,
  vehicle: true,
  vehicleNumber: true,
  licenceNumber: true,
  online: true,
  user: { select: { username: true, email: true } },
} as const satisfies Prisma.RiderSelect;

type RestaurantReviewRow = Prisma.RestaurantGetPayload<{ select: typeof restaurantReviewSelect }>;
type RiderReviewRow = Prisma.RiderGetPayload<{ select: typeof riderReviewSelect }>;

export function checksOfRestaurant(row: RestaurantReviewRow): PartnerCheck[] {
  return restaurantChecks(row);
}

export function checksOfRider(row: RiderReviewRow): PartnerCheck[] {
  return riderChecks({ ...row, username: row.user.username });
}

function rowOf(
  base: Pick<PartnerRow, "id" | "kind" | "name" | "city" | "email">,
  review: { createdAt: Date; reviewStatus: PartnerRow["status"]; reviewNote: string | null; reviewedAt: Date | null },
  checks: PartnerCheck[],
): PartnerRow {
  return {
    ...base,
    signedUpAt: review.createdAt.toISOString(),
    status: review.reviewStatus,
    note: review.reviewNote,
    reviewedAt: review.reviewedAt?.toISOString() ?? null,
    checks,
    checksPassed: checks.filter((c) => c.ok).length,
  };
}

function restaurantRow(row: RestaurantReviewRow): PartnerRow {
  const base = { id: row.id, kind: "restaurant" as const, name: row.name, city: row.city, email: row.owner.email };
  return rowOf(base, row, checksOfRestaurant(row));
}

function riderRow(row: RiderReviewRow): PartnerRow {
  const base = {
    id: row.userId,
    kind: "rider" as const,
    name: row.user.username,
    city: row.city,
    email: row.user.email,
  };
  return rowOf(base, row, checksOfRider(row));
}

/** GET /api/admin/partners: one page of restaurants or riders in a review status, newest sign-ups first. */
export async function listPartners(admin: SessionUser | null, query: PartnerListQuery): Promise<PartnerListAnswer> {
  assertAdmin(admin);
  const { kind, status, page } = query;
  const skip = (page - 1) * PARTNER_PAGE_SIZE;
  const where = { reviewStatus: status };
  let partners: PartnerRow[];
  let total: number;
  if (kind === "restaurant") {
    const [rows, count] = await Promise.all([
      db().restaurant.findMany({
        where,
        select: restaurantReviewSelect,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take: PARTNER_PAGE_SIZE,
      }),
      db().restaurant.count({ where }),
    ]);
    partners = rows.map(restaurantRow);
    total = count;
  } else {
    const [rows, count] = await Promise.all([
      db().rider.findMany({
        where,
        select: riderReviewSelect,
        orderBy: [{ createdAt: "desc" }, { userId: "desc" }],
        skip,
        take: PARTNER_PAGE_SIZE,
      }),
      db().rider.count({ where }),
    ]);
    partners = rows.map(riderRow);
    total = count;
  }
  return { kind, status, page, pageSize: PARTNER_PAGE_SIZE, total, partners };
}

async function historyOf(entity: "restaurant" | "rider", entityId: string): Promise<PartnerHistoryEntry[]> {
  const rows = await db().auditEntry.findMany({
    where: { entity, entityId },
    orderBy: { id: "desc" },
    take: HISTORY_MAX,
  });
  return rows.map((row) => ({
    id: row.id.toString(),
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action,
    before: row.before,
    after: row.after,
    reason: row.reason,
  }));
}

/** GET /api/admin/partners/restaurant/[id]: the restaurant, its checks, the decisions open to it and its history. */
export async function restaurantPartner(admin: SessionUser | null, id: string): Promise<RestaurantPartnerDetail> {
  assertAdmin(admin);
  const row = await db().restaurant.findUnique({
    where: { id },
    select: {
      ...restaurantReviewSelect,
      address: true,
      state: true,
      cuisines: true,
      deliveryMode: true,
      owner: { select: { id: true, username: true, email: true, phone: true } },
      _count: { select: { menuItems: { where: { archivedAt: null } } } },
    },
  });
  if (!row) throw notFound("Restaurant");
  return {
    partner: restaurantRow(row),
    decisions: decisionsFor(row.reviewStatus),
    history: await historyOf("restaurant", id),
    restaurant: {
      address: row.address,
      state: row.state,
      cuisines: row.cuisines,
      imageUrl: absoluteUrl(row.imageUrl),
      lat: row.lat,
      lng: row.lng,
      fssaiNumber: row.fssaiNumber,
      gstin: row.gstin,
      deliveryMode: row.deliveryMode,
      dishes: row._count.menuItems,
      owner: row.owner,
    },
  };
}

/** GET /api/admin/partners/rider/[id]: the delivery partner, its checks, the decisions open to it and its history. */
export async function riderPartner(admin: SessionUser | null, id: string): Promise<RiderPartnerDetail> {
  assertAdmin(admin);
  const row = await db().rider.findUnique({
    where: { userId: id },
    select: { ...riderReviewSelect, _count: { select: { deliveries: { where: { state: "delivered" } } } } },
  });
  if (!row) throw notFound("Delivery partner");
  return {
    partner: riderRow(row),
    decisions: decisionsFor(row.reviewStatus),
    history: await historyOf("rider", id),
    rider: {
      username: row.user.username,
      phone: row.phone,
      vehicle: row.vehicle,
      vehicleNumber: row.vehicleNumber,
      licenceNumber: row.licenceNumber,
      online: row.online,
      deliveries: row._count.deliveries,
    },
  };
}
