-- The bill (issue 31): how a restaurant charges, packaging per dish, and each order's bill beside the spec's totals.
-- Every default keeps today's money: prices with GST in them, the spec's delivery rule, no packaging, no platform fee.
CREATE TYPE "TaxMode" AS ENUM ('inclusive', 'exclusive');

ALTER TABLE "Restaurant" ADD COLUMN "taxMode" "TaxMode" NOT NULL DEFAULT 'inclusive',
ADD COLUMN "foodGstBps" INTEGER NOT NULL DEFAULT 500,
ADD COLUMN "deliveryFeePaise" INTEGER,
ADD COLUMN "freeDeliveryFromPaise" INTEGER,
ADD COLUMN "gstin" TEXT,
ADD COLUMN "fssaiNumber" TEXT;

ALTER TABLE "MenuItem" ADD COLUMN "packagingPaise" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "Order" ADD COLUMN "packagingPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "platformFeePaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "discountPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "tipPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "gstPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "bill" JSONB;

-- The database holds the rules the engine relies on, whoever writes.
ALTER TABLE "Restaurant" ADD CONSTRAINT "Restaurant_foodGstBps_check" CHECK ("foodGstBps" IN (500, 1800)),
ADD CONSTRAINT "Restaurant_deliveryFeePaise_check" CHECK ("deliveryFeePaise" IS NULL OR "deliveryFeePaise" BETWEEN 0 AND 50000),
ADD CONSTRAINT "Restaurant_freeDeliveryFromPaise_check" CHECK ("freeDeliveryFromPaise" IS NULL OR "freeDeliveryFromPaise" BETWEEN 0 AND 10000000);
ALTER TABLE "MenuItem" ADD CONSTRAINT "MenuItem_packagingPaise_check" CHECK ("packagingPaise" BETWEEN 0 AND 10000);
ALTER TABLE "Order" ADD CONSTRAINT "Order_tipPaise_check" CHECK ("tipPaise" BETWEEN 0 AND 100000),
ADD CONSTRAINT "Order_bill_amounts_check" CHECK ("packagingPaise" >= 0 AND "platformFeePaise" >= 0 AND "discountPaise" >= 0 AND "gstPaise" >= 0);
