// GET /api/getPaymentAPIKey - the public key id of the payment gateway in use (never a secret)
import { handler } from "@/lib/http/handler";
import { paymentGateway } from "@/lib/payments/gateway";

export const GET = handler({ auth: "customer" }, async () => {
  const gateway = paymentGateway();
  return { key: gateway.keyId, gateway: gateway.name };
});
