// POST /api/verifyPayment - the checkout's signed payment result is verified and the order marked paid
import { handler } from "@/lib/http/handler";
import { verifyPayment } from "@/lib/orders/payment";
import { VerifyPaymentSchema } from "@/lib/orders/schemas";

export const POST = handler({ auth: "customer", body: VerifyPaymentSchema }, async ({ user, body }) => ({
  message: "Payment verified",
  ...(await verifyPayment(user.id, body)),
}));
