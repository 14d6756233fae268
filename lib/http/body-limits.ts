// The body limits, in a module of their own with no imports: next.config.ts reads MAX_JSON_BYTES too, and
// its loader resolves no "@/" paths.

/** JSON bodies of the API: the largest real one (a restaurant sign-up, a cart) is a few kB. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** HTML form posts (the payment provider's callback): a handful of short fields. */
export const MAX_FORM_BYTES = 64 * 1024;
/** The payment provider's webhook: one event, signed over its raw bytes. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;
