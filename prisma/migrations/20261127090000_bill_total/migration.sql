-- An order's total is its bill's (issue 31): the spec's subtotal + delivery charge, plus packaging, the platform
-- fee and the tip, less the discount, plus the GST when the restaurant's prices are without it (the bill's taxMode
-- is in its snapshot, not a column, so either form holds). With the new columns at 0 it is the spec's rule as before.
ALTER TABLE "Order" DROP CONSTRAINT "Order_money_check";
ALTER TABLE "Order" ADD CONSTRAINT "Order_money_check" CHECK (
  "subtotalPaise" >= 0 AND "deliveryChargePaise" >= 0 AND (
    "totalPaise" = "subtotalPaise" + "packagingPaise" + "deliveryChargePaise" + "platformFeePaise" - "discountPaise" + "tipPaise"
    OR "totalPaise" = "subtotalPaise" + "packagingPaise" + "deliveryChargePaise" + "platformFeePaise" - "discountPaise" + "tipPaise" + "gstPaise"
  )
);
