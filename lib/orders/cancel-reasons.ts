// The restaurant's reasons for cancelling an order, shared by its dialog and the server's schema
// (kept free of zod so the owner's page does not load it for a list of words).

/** The usual reasons, offered as a list; "Other" lets the owner type its own. */
export const CANCEL_REASONS = [
  "Out of an item in this order",
  "Kitchen too busy right now",
  "Closing early today",
  "Cannot deliver to this address",
] as const;

/** The longest reason kept, in characters. */
export const CANCEL_REASON_MAX = 160;
