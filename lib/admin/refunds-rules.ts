// What the platform's refunds allow (issue 33), shared by the service and its input schemas (no server code here).

/** The longest reason kept with a refund (it is mailed to the customer and shown in the console). */
export const REFUND_REASON_MAX = 500;
