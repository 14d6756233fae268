-- A restaurant's revenue on the dashboard is what the customer paid less what is not the restaurant's: the
-- delivery partner's tip and the platform fee with its GST (revenueOf in lib/owner/stats-rebuild.ts, the same
-- SQL). Orders billed since the bill engine may carry both, so the months already rolled up are recomputed.
UPDATE "RestaurantMonthStats" s
SET "revenuePaise" = COALESCE((
  SELECT sum(o."totalPaise" - o."tipPaise" - o."platformFeePaise"
    - CASE WHEN o."bill"->>'taxMode' = 'exclusive' THEN (2 * o."platformFeePaise" * 1800 + 10000) / 20000 ELSE 0 END)
  FROM "Order" o
  WHERE o."restaurantId" = s."restaurantId"
    AND o."status" = 'delivered'
    AND o."paymentStatus" IN ('paid', 'refunded')
    AND date_trunc('month', (o."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date = s."month"
), 0);
