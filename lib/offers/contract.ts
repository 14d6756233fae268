// The owner's offer calls (docs/api.md), typed once for the handlers and the console. Types only.

/** Where an offer stands now. */
export type OfferStatus = "active" | "scheduled" | "expired" | "used_up" | "inactive";

/** An offer as the owner's console reads it. */
export type ApiOffer = {
  _id: string;
  /** Null: an automatic offer, applied without a code and shown on the restaurant's card. */
  code: string | null;
  title: string;
  percentBps: number | null;
  flatPaise: number | null;
  minOrderPaise: number;
  maxDiscountPaise: number | null;
  validFrom: string | null;
  validUntil: string | null;
  startMinute: number | null;
  endMinute: number | null;
  firstOrderOnly: boolean;
  usesPerCustomer: number | null;
  totalUses: number | null;
  usedCount: number;
  active: boolean;
  status: OfferStatus;
  /** How a card says it: "20% OFF up to ₹80". */
  badge: string;
};

export type OffersAnswer = { offers: ApiOffer[] };
export type OfferSaved = { message: string; offer: ApiOffer };
