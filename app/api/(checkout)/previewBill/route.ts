// POST /api/previewBill - the bill of a cart before checkout, for anyone (visitors price carts too)
import { handler } from "@/lib/http/handler";
import { previewBill } from "@/lib/checkout/price-cart";
import { PreviewBillSchema } from "@/lib/checkout/schemas";

// A read of prices like the menu's, so public and not rate-limited like the catalog calls; POST only because
// the cart is a list that does not fit a query string.
// A customer's own limits (first order, uses) are counted for them; a visitor's cart is priced without.
export const POST = handler({ auth: "public", body: PreviewBillSchema }, async ({ body, user }) =>
  previewBill(body, user?.userType === "customer" ? user.id : null),
);
