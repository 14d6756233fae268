import { z } from "zod";
import { PARTNER_DECISIONS, PARTNER_KINDS, PARTNER_STATUSES } from "@/lib/admin/partners-checks";

// The answers of the partner review calls (issue 33 item 2, docs/admin.md "Partner review").

const Kind = z.enum(PARTNER_KINDS);
const Status = z.enum(PARTNER_STATUSES);

const Check = z.strictObject({
  key: z.string().meta({
    description: '"fssai", "gstin", "photo", "map"; a rider\'s "name", "phone", "vehicle", "licence", "vehicleNumber".',
  }),
  label: z.string(),
  ok: z.boolean(),
  fix: z.string().nullable().meta({ description: "What the partner must do, as they read it; null when it passes." }),
});

const PartnerRow = z.strictObject({
  id: z.string().meta({ description: "The restaurant's id, or the rider's account id." }),
  kind: Kind,
  name: z.string(),
  city: z.string(),
  email: z.string().meta({ description: "The account's email (the owner's for a restaurant)." }),
  signedUpAt: z.string(),
  status: Status,
  note: z.string().nullable().meta({ description: "The reason of the last rejection or suspension." }),
  reviewedAt: z.string().nullable(),
  checks: z.array(Check),
  checksPassed: z.int(),
});

export const PartnerListAnswer = z.strictObject({
  kind: Kind,
  status: Status,
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  partners: z.array(PartnerRow),
});

const History = z.array(
  z.strictObject({
    id: z.string(),
    at: z.string(),
    actorEmail: z.string(),
    action: z.string().meta({ description: '"restaurant.approve", "rider.suspend"...' }),
    before: z.unknown().meta({ description: "The fields the decision changed, as they were (JSON; null: none)." }),
    after: z.unknown().meta({ description: "The same fields as the decision left them." }),
    reason: z.string().nullable(),
  }),
);

const Decisions = z.array(z.enum(PARTNER_DECISIONS)).meta({ description: "The decisions open to the partner now." });

export const RestaurantPartnerAnswer = z.strictObject({
  partner: PartnerRow,
  decisions: Decisions,
  history: History,
  restaurant: z.strictObject({
    address: z.string(),
    state: z.string(),
    cuisines: z.array(z.string()),
    imageUrl: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    fssaiNumber: z.string().nullable(),
    gstin: z.string().nullable(),
    deliveryMode: z.enum(["self", "platform"]),
    dishes: z.int().meta({ description: "Dishes on its menu (not archived)." }),
    owner: z.strictObject({ id: z.string(), username: z.string(), email: z.string(), phone: z.string().nullable() }),
  }),
});

export const RiderPartnerAnswer = z.strictObject({
  partner: PartnerRow,
  decisions: Decisions,
  history: History,
  rider: z.strictObject({
    username: z.string(),
    phone: z.string(),
    vehicle: z.string(),
    vehicleNumber: z.string().nullable(),
    licenceNumber: z.string().nullable(),
    online: z.boolean(),
    deliveries: z.int().meta({ description: "Deliveries it has delivered." }),
  }),
});

export const PartnerReviewAnswer = z.strictObject({
  message: z.string(),
  kind: Kind,
  id: z.string(),
  status: Status,
  note: z.string().nullable(),
  reviewedAt: z.string(),
});

export const OwnReviewAnswer = z.strictObject({
  review: z.strictObject({
    kind: Kind,
    status: Status,
    note: z.string().nullable().meta({ description: "Why it was rejected or suspended." }),
    reviewedAt: z.string().nullable(),
    missing: z.array(z.string()).meta({ description: "What to add or correct before an approval." }),
  }),
});

/** PATCH /api/rider/profile: the review after the change, and the details as they now stand. */
export const RiderDetailsAnswer = OwnReviewAnswer.extend({
  details: z.strictObject({
    phone: z.string().meta({ description: "E.164, +91 and ten digits." }),
    vehicle: z.enum(["bicycle", "scooter", "motorcycle", "electric_scooter"]),
    vehicleNumber: z.string().nullable(),
    licenceNumber: z.string().nullable(),
    city: z.string(),
  }),
});
