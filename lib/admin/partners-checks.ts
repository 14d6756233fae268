import { gstinProblem, isValidFssai, normaliseTaxId } from "@/lib/money/tax-ids";
import { NO_PHOTO_URL } from "@/lib/owner/settings-rules";

// The platform's review of partners (issue 33 item 2, docs/admin.md "Partner review"): what a restaurant or a
// delivery partner must have before an admin may approve it, and which decisions may follow which status.
// Pure: the service, the owner's and rider's banners and the unit tests share it.

export const PARTNER_KINDS = ["restaurant", "rider"] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PARTNER_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const PARTNER_DECISIONS = ["approve", "reject", "suspend", "reinstate"] as const;

/** The longest reason a decision may carry. */
export const REVIEW_REASON_MAX = 500;
export type PartnerDecision = (typeof PARTNER_DECISIONS)[number];

/** One thing the review looks at: passed or not, and, when not, what the partner must do (as they read it). */
export type PartnerCheck = { key: string; label: string; ok: boolean; fix: string | null };

function check(key: string, label: string, problem: string | null): PartnerCheck {
  return { key, label, ok: problem === null, fix: problem };
}

/** The columns of a restaurant the checks read. */
export type RestaurantCheckRow = {
  fssaiNumber: string | null;
  gstin: string | null;
  imageUrl: string;
  lat: number | null;
  lng: number | null;
};

function fssaiProblem(number: string | null): string | null {
  if (!number?.trim()) return "Add your FSSAI licence number in Settings";
  return isValidFssai(number) ? null : "Your FSSAI licence number is not 14 digits: correct it in Settings";
}

function gstinFix(gstin: string | null): string | null {
  if (!gstin?.trim()) return "Add your GSTIN in Settings";
  const problem = gstinProblem(normaliseTaxId(gstin));
  return problem ? `Your GSTIN is not valid (${problem}): correct it in Settings` : null;
}

/** A restaurant's checks: FSSAI licence and GSTIN present and valid, a photo, a pin on the map. */
export function restaurantChecks(row: RestaurantCheckRow): PartnerCheck[] {
  const photo = row.imageUrl.trim() !== "" && row.imageUrl !== NO_PHOTO_URL;
  const placed = row.lat !== null && row.lng !== null;
  return [
    check("fssai", "FSSAI licence number", fssaiProblem(row.fssaiNumber)),
    check("gstin", "GSTIN", gstinFix(row.gstin)),
    check("photo", "Photo", photo ? null : "Add a photo of your restaurant in Settings"),
    check("map", "Address on the map", placed ? null : "Place your restaurant on the map in Settings"),
  ];
}

/** The columns of a delivery partner the checks read (the name is the account's). */
export type RiderCheckRow = {
  username: string;
  phone: string;
  vehicle: string;
  vehicleNumber: string | null;
  licenceNumber: string | null;
};

/** Vehicles that carry a registration number: everything with a motor. */
function isMotorVehicle(vehicle: string): boolean {
  return vehicle !== "bicycle";
}

const present = (text: string | null) => Boolean(text?.trim());

/** A rider's checks: name, phone, vehicle, licence number, and the registration number of a motor vehicle. */
export function riderChecks(row: RiderCheckRow): PartnerCheck[] {
  const checks = [
    check("name", "Name", present(row.username) ? null : "Add your name"),
    check("phone", "Phone", present(row.phone) ? null : "Add your phone number"),
    check("vehicle", "Vehicle", present(row.vehicle) ? null : "Say which vehicle you ride"),
    check("licence", "Licence number", present(row.licenceNumber) ? null : "Add your driving licence number"),
  ];
  if (isMotorVehicle(row.vehicle)) {
    checks.push(
      check(
        "vehicleNumber",
        "Vehicle number",
        present(row.vehicleNumber) ? null : "Add your vehicle's registration number",
      ),
    );
  }
  return checks;
}

/** What is still missing, as the partner reads it (empty when every check passes). */
export function missingOf(checks: readonly PartnerCheck[]): string[] {
  return checks.flatMap((c) => (c.fix ? [c.fix] : []));
}

/**
 * The status a decision leads to from `from`, or null when the move is not allowed: a pending partner is approved
 * or rejected; a rejected one approved once it is fixed; an approved one suspended; a suspended one reinstated.
 */
export function nextStatus(from: PartnerStatus, decision: PartnerDecision): PartnerStatus | null {
  if (decision === "approve") return from === "pending" || from === "rejected" ? "approved" : null;
  if (decision === "reject") return from === "pending" ? "rejected" : null;
  if (decision === "suspend") return from === "approved" ? "suspended" : null;
  return from === "suspended" ? "approved" : null;
}

/** The decisions an admin may take on a partner in `status` (the buttons the console shows). */
export function decisionsFor(status: PartnerStatus): PartnerDecision[] {
  return PARTNER_DECISIONS.filter((decision) => nextStatus(status, decision) !== null);
}

/** Decisions that must say why: the partner reads the reason. */
export function needsReason(decision: PartnerDecision): boolean {
  return decision === "reject" || decision === "suspend";
}

/** Decisions after which the partner is approved: only with every check passed. */
export function needsChecks(decision: PartnerDecision): boolean {
  return decision === "approve" || decision === "reinstate";
}

const KIND_WORD: Record<PartnerKind, string> = { restaurant: "restaurant", rider: "delivery partner" };

/** Why a decision may not be taken now (409), in words. */
export function illegalMoveMessage(kind: PartnerKind, from: PartnerStatus, decision: PartnerDecision): string {
  const allowed = decisionsFor(from);
  const options = allowed.length > 0 ? `: it can only be ${allowed.map(pastTense).join(" or ")}` : "";
  return `This ${KIND_WORD[kind]} is ${from} and cannot be ${pastTense(decision)}${options}`;
}

const PAST: Record<PartnerDecision, string> = {
  approve: "approved",
  reject: "rejected",
  suspend: "suspended",
  reinstate: "reinstated",
};

/** "approved", "rejected", "suspended", "reinstated". */
export function pastTense(decision: PartnerDecision): string {
  return PAST[decision];
}

/** The review as the partner sees it on their console. */
export type OwnReview = {
  kind: PartnerKind;
  status: PartnerStatus;
  /** Why it was rejected or suspended (null otherwise). */
  note: string | null;
  reviewedAt: string | null;
  /** What to add or correct before an approval (empty when nothing). */
  missing: string[];
};

/** The banner's headline for a partner not approved (null when approved). */
export function reviewHeadline(review: Pick<OwnReview, "kind" | "status" | "note">): string | null {
  const listed = review.kind === "restaurant" ? "your restaurant is not listed yet" : "you cannot go online yet";
  if (review.status === "pending") return `Pending review: ${listed}`;
  if (review.status === "rejected") return `Rejected: ${review.note ?? "no reason was given"}`;
  if (review.status === "suspended") return `Suspended: ${review.note ?? "no reason was given"}`;
  return null;
}

/** Why a rider may not go online (409), or null when approved. */
export function onlineRefusal(status: PartnerStatus, note: string | null, missing: readonly string[]): string | null {
  if (status === "approved") return null;
  if (status === "pending") {
    const todo = missing.length > 0 ? ` Still missing: ${missing.join("; ")}.` : "";
    return `Your account is waiting for review: you can go online once it is approved.${todo}`;
  }
  const why = note ? `: ${note}` : "";
  return status === "rejected"
    ? `Your account was not approved${why}. You cannot go online.`
    : `Your account is suspended${why}. You cannot go online.`;
}
