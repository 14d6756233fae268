import type { OwnReview, PartnerCheck, PartnerDecision, PartnerKind, PartnerStatus } from "@/lib/admin/partners-checks";

// The wire types of the partner review calls (issue 33 item 2, docs/admin.md "Partner review"). Types only: the
// console's pages, its client components and the service share them.

/** One partner as the review list shows it. */
export type PartnerRow = {
  id: string;
  kind: PartnerKind;
  name: string;
  city: string;
  /** The account's email: the owner's for a restaurant. */
  email: string;
  signedUpAt: string;
  status: PartnerStatus;
  note: string | null;
  reviewedAt: string | null;
  checks: PartnerCheck[];
  checksPassed: number;
};

/** GET /api/admin/partners. */
export type PartnerListAnswer = {
  kind: PartnerKind;
  status: PartnerStatus;
  page: number;
  pageSize: number;
  total: number;
  partners: PartnerRow[];
};

/** One audit entry of a partner, newest first. */
export type PartnerHistoryEntry = {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  before: unknown;
  after: unknown;
  reason: string | null;
};

type DetailCommon = { partner: PartnerRow; decisions: PartnerDecision[]; history: PartnerHistoryEntry[] };

/** GET /api/admin/partners/restaurant/[id]. */
export type RestaurantPartnerDetail = DetailCommon & {
  restaurant: {
    address: string;
    state: string;
    cuisines: string[];
    imageUrl: string;
    lat: number | null;
    lng: number | null;
    fssaiNumber: string | null;
    gstin: string | null;
    deliveryMode: "self" | "platform";
    dishes: number;
    owner: { id: string; username: string; email: string; phone: string | null };
  };
};

/** GET /api/admin/partners/rider/[id]. */
export type RiderPartnerDetail = DetailCommon & {
  rider: {
    username: string;
    phone: string;
    vehicle: string;
    vehicleNumber: string | null;
    licenceNumber: string | null;
    online: boolean;
    deliveries: number;
  };
};

/** POST /api/admin/partners/review. */
export type PartnerReviewAnswer = {
  message: string;
  kind: PartnerKind;
  id: string;
  status: PartnerStatus;
  note: string | null;
  reviewedAt: string;
};

/** GET /api/partnerReview: the acting owner's or rider's own review. */
export type OwnReviewAnswer = { review: OwnReview };
