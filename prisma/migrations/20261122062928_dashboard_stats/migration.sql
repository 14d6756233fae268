-- CreateTable
CREATE TABLE "RestaurantMonthStats" (
    "restaurantId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "revenuePaise" BIGINT NOT NULL DEFAULT 0,
    "customers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RestaurantMonthStats_pkey" PRIMARY KEY ("restaurantId","month")
);

-- CreateTable
CREATE TABLE "RestaurantCustomer" (
    "restaurantId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "firstOrderAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RestaurantCustomer_pkey" PRIMARY KEY ("restaurantId","customerId")
);

-- AddForeignKey
ALTER TABLE "RestaurantMonthStats" ADD CONSTRAINT "RestaurantMonthStats_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RestaurantCustomer" ADD CONSTRAINT "RestaurantCustomer_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RestaurantCustomer" ADD CONSTRAINT "RestaurantCustomer_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Rules the database keeps even if a bug in the app does not (written by hand, as Prisma has no CHECK).
ALTER TABLE "RestaurantMonthStats" ADD CONSTRAINT "RestaurantMonthStats_totals_check"
  CHECK ("orders" >= 0 AND "revenuePaise" >= 0 AND "customers" >= 0 AND "customers" <= "orders");
ALTER TABLE "RestaurantMonthStats" ADD CONSTRAINT "RestaurantMonthStats_month_check"
  CHECK (EXTRACT(DAY FROM "month") = 1);

-- Backfill from the orders already there, with the same SQL as rebuildRestaurantStats in
-- lib/owner/stats.ts. Paid orders (later cancelled or refunded ones included) and the revenue of
-- delivered ones go to the month of createdAt (stored in UTC) in Asia/Kolkata. A customer is new in
-- the month of their first paid order at the restaurant.
INSERT INTO "RestaurantCustomer" ("restaurantId", "customerId", "firstOrderAt")
SELECT DISTINCT ON ("restaurantId", "customerId") "restaurantId", "customerId", "createdAt"
FROM "Order"
WHERE "paymentStatus" IN ('paid', 'refunded')
ORDER BY "restaurantId", "customerId", "paidAt", "createdAt";

WITH paid AS (
  SELECT "restaurantId",
         date_trunc('month', ("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date AS "month",
         count(*)::int AS "orders",
         COALESCE(sum("totalPaise") FILTER (WHERE "status" = 'delivered'), 0) AS "revenuePaise"
  FROM "Order"
  WHERE "paymentStatus" IN ('paid', 'refunded')
  GROUP BY 1, 2
), newcomers AS (
  SELECT "restaurantId",
         date_trunc('month', ("firstOrderAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date AS "month",
         count(*)::int AS "customers"
  FROM "RestaurantCustomer"
  GROUP BY 1, 2
)
INSERT INTO "RestaurantMonthStats" ("restaurantId", "month", "orders", "revenuePaise", "customers")
SELECT p."restaurantId", p."month", p."orders", p."revenuePaise", COALESCE(n."customers", 0)
FROM paid p LEFT JOIN newcomers n ON n."restaurantId" = p."restaurantId" AND n."month" = p."month";
