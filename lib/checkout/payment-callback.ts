import "server-only";
import type { VerifyPaymentAnswer } from "@/lib/checkout/contract";
import { forbidden, unauthorized } from "@/lib/http/errors";
import { handler, isFormPost } from "@/lib/http/handler";
import { verifyPayment } from "@/lib/checkout/payment";
import { PaymentOrderBodySchema, VerifyPaymentSchema } from "@/lib/checkout/schemas";

// The payment widget's callback, served at /api/verifyPayment (ours) and /api/paymentVerification
// (the name Razorpay's common integration uses). Razorpay hands the result to a JS handler (which
// posts JSON with the customer's session) or posts it as an HTML form to `callback_url` from its own
// page, without our session or XSRF header: that variant is authenticated by the signature alone and
// answers with a redirect to the payment result screen, where the order is placed.

/** The payment result screen of a payment reference (the spec's /paymentStatus/{payment_reference_id}). */
const statusPath = (reference: string) => `/paymentStatus/${encodeURIComponent(reference)}`;

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}

/** A failed attempt's form post (`error[code]`, `error[description]`, `error[metadata]` with the payment id). */
function failedPaymentId(body: Record<string, unknown>): string | null | undefined {
  if (!Object.keys(body).some((key) => key.startsWith("error["))) return undefined;
  try {
    const metadata: unknown = JSON.parse(String(body["error[metadata]"] ?? "{}"));
    const id = (metadata as { payment_id?: unknown }).payment_id;
    return typeof id === "string" && /^[A-Za-z0-9_]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export const paymentCallback = handler(
  { auth: "public", body: PaymentOrderBodySchema, form: true, crossSite: "signed" },
  async ({ request, user, body }) => {
    const formPost = isFormPost(request);
    if (!formPost) {
      if (!user) throw unauthorized();
      if (user.userType !== "customer") throw forbidden("Only customer accounts can do this");
    }
    const failed = formPost ? failedPaymentId(body) : undefined;
    if (failed !== undefined) {
      // Nothing to verify: the result screen tells the customer the payment did not go through.
      return seeOther(failed ? statusPath(failed) : "/?payment=failed");
    }
    const result = await verifyPayment(user?.userType === "customer" ? user : null, VerifyPaymentSchema.parse(body));
    if (formPost) return seeOther(statusPath(result.payment_reference_id));
    return { message: "Payment verified", ...result } satisfies VerifyPaymentAnswer;
  },
);
