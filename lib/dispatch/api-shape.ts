import type { Prisma } from "@/lib/generated/prisma/client";

// The delivery leg of an order as both order lists show it (issue 32, docs/riders.md): where it stands, who
// carries it, and the points of its map. The 4-digit code is the customer's alone: the rider asks for it at
// the door, so the restaurant's list and every other reader get null.

/** The columns of an order's delivery leg, for `apiOrderSelect`. */
export const deliverySelect = {
  state: true,
  code: true,
  codeTries: true,
  flaggedAt: true,
  noRiderAt: true,
  assignedAt: true,
  pickedUpAt: true,
  deliveredAt: true,
  noContact: true,
  distanceMeters: true,
  rider: { select: { vehicle: true, vehicleNumber: true, user: { select: { username: true } } } },
} as const satisfies Prisma.DeliverySelect;

type DeliveryRow = Prisma.DeliveryGetPayload<{ select: typeof deliverySelect }>;

/** Who reads the order: only its customer sees the delivery code. */
export type OrderViewer = "customer" | "other";

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A rider as customers see them: the first word of the account's name, the vehicle. */
export function riderFirstName(username: string): string {
  return username.trim().split(/\s+/)[0] ?? username;
}

/** `ApiOrder.delivery`: null for an order its restaurant delivers itself (the spec's flow). */
export function toApiDelivery(row: DeliveryRow | null, viewer: OrderViewer) {
  if (!row) return null;
  const open = row.state !== "delivered" && row.state !== "cancelled";
  return {
    state: row.state,
    rider: row.rider
      ? {
          firstName: riderFirstName(row.rider.user.username),
          vehicle: row.rider.vehicle,
          vehicleNumber: row.rider.vehicleNumber,
        }
      : null,
    code: viewer === "customer" && open ? row.code : null,
    assignedAt: iso(row.assignedAt),
    pickedUpAt: iso(row.pickedUpAt),
    deliveredAt: iso(row.deliveredAt),
    noRiderAt: iso(row.noRiderAt),
    /** Five wrong codes at the door: the rider must call the restaurant. */
    flagged: row.flaggedAt !== null,
    noContact: row.noContact,
    distanceMeters: row.distanceMeters,
  };
}

export type ApiDelivery = NonNullable<ReturnType<typeof toApiDelivery>>;
