-- AlterTable: when an order left for delivery and when it arrived (issue 30 part 6).
ALTER TABLE "Order" ADD COLUMN     "deliveredAt" TIMESTAMP(3),
ADD COLUMN     "outForDeliveryAt" TIMESTAMP(3);

-- Backfill from the order's events: every status change since issue 7 wrote one ('order.status' with
-- the status it left the order in), so the first such event of each step is when it happened. Orders
-- older than the events (the demo history) keep NULL: the step is shown done, without a time.
UPDATE "Order" AS o
SET "outForDeliveryAt" = e."at"
FROM (
  SELECT "orderId", MIN("createdAt") AS "at"
  FROM "OrderEvent"
  WHERE "type" = 'order.status' AND "status" = 'out for delivery'
  GROUP BY "orderId"
) AS e
WHERE e."orderId" = o."id" AND o."outForDeliveryAt" IS NULL;

UPDATE "Order" AS o
SET "deliveredAt" = e."at"
FROM (
  SELECT "orderId", MIN("createdAt") AS "at"
  FROM "OrderEvent"
  WHERE "type" = 'order.status' AND "status" = 'delivered'
  GROUP BY "orderId"
) AS e
WHERE e."orderId" = o."id" AND o."status" = 'delivered' AND o."deliveredAt" IS NULL;
