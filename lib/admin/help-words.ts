// Help on an order (issue 33 item 4, docs/admin.md "Help"): the words and limits the customer's dialog, the console
// and the server share. No zod and no server code here: the order cards load this with the page.

export const HELP_REASONS = ["late", "missing_item", "wrong_item", "quality", "payment"] as const;
export type HelpReasonId = (typeof HELP_REASONS)[number];

export const HELP_REASON_LABELS: Record<HelpReasonId, string> = {
  late: "Late delivery",
  missing_item: "Missing item",
  wrong_item: "Wrong item",
  quality: "Quality",
  payment: "Payment",
};

export const HELP_STATUSES = ["open", "answered", "closed"] as const;
export type HelpStatusId = (typeof HELP_STATUSES)[number];

/** What the customer's order card says of its latest thread. */
export const CUSTOMER_HELP_WORDS: Record<HelpStatusId, string> = {
  open: "Help: waiting for us",
  answered: "Help: answered",
  closed: "Help: closed",
};

/** The console's words for a thread's status (its inbox tabs). */
export const ADMIN_HELP_WORDS: Record<HelpStatusId, string> = {
  open: "Waiting for us",
  answered: "Answered",
  closed: "Closed",
};

/** The customer's first message: long enough to say what went wrong. */
export const HELP_FIRST_MIN = 10;
/** Any customer message (the first and the replies). */
export const HELP_MESSAGE_MAX = 1000;
/** A staff reply. */
export const HELP_REPLY_MAX = 2000;
/** How long after delivery (or a cancel) a customer may still ask for help. */
export const HELP_WINDOW_DAYS = 7;

/** How staff messages are signed to the customer, whoever wrote them. */
export const SUPPORT_NAME = "Thali support";
