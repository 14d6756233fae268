-- Offers and coupons (issue 31 part 4, docs/money.md "Offers and coupons"): automatic offers and coupons of a
-- restaurant, coupons of the platform (restaurantId null), the uses per order, and the ledger account with which
-- the platform funds its coupons.
-- AlterEnum
ALTER TYPE "LedgerAccount" ADD VALUE 'platform_offers';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "offerId" TEXT;

-- CreateTable
CREATE TABLE "Offer" (
    "id" TEXT NOT NULL,
    "restaurantId" TEXT,
    "code" TEXT,
    "title" TEXT NOT NULL,
    "percentBps" INTEGER,
    "flatPaise" INTEGER,
    "minOrderPaise" INTEGER NOT NULL DEFAULT 0,
    "maxDiscountPaise" INTEGER,
    "validFrom" TIMESTAMP(3),
    "validUntil" TIMESTAMP(3),
    "startMinute" INTEGER,
    "endMinute" INTEGER,
    "firstOrderOnly" BOOLEAN NOT NULL DEFAULT false,
    "usesPerCustomer" INTEGER,
    "totalUses" INTEGER,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Offer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OfferUse" (
    "id" TEXT NOT NULL,
    "offerId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OfferUse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Offer_restaurantId_active_idx" ON "Offer"("restaurantId", "active");

-- CreateIndex
CREATE INDEX "Offer_code_idx" ON "Offer"("code");

-- CreateIndex
CREATE UNIQUE INDEX "OfferUse_orderId_key" ON "OfferUse"("orderId");

-- CreateIndex
CREATE INDEX "OfferUse_offerId_customerId_idx" ON "OfferUse"("offerId", "customerId");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfferUse" ADD CONSTRAINT "OfferUse_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfferUse" ADD CONSTRAINT "OfferUse_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfferUse" ADD CONSTRAINT "OfferUse_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Codes are upper case without spaces, and unique among active offers.
CREATE UNIQUE INDEX "Offer_active_code_key" ON "Offer"("code") WHERE "active" AND "code" IS NOT NULL;
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_code_check" CHECK ("code" IS NULL OR "code" ~ '^[A-Z0-9]{3,20}$');
-- Exactly one of percent (1-100%) and flat amount, the rest within their ranges, never over-used.
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_amount_check" CHECK (
    ("percentBps" IS NULL) <> ("flatPaise" IS NULL)
    AND ("percentBps" IS NULL OR "percentBps" BETWEEN 100 AND 10000)
    AND ("flatPaise" IS NULL OR "flatPaise" > 0)
    AND "minOrderPaise" >= 0
    AND ("maxDiscountPaise" IS NULL OR "maxDiscountPaise" > 0)
);
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_dates_check" CHECK ("validFrom" IS NULL OR "validUntil" IS NULL OR "validFrom" < "validUntil");
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_hours_check" CHECK (
    ("startMinute" IS NULL) = ("endMinute" IS NULL)
    AND ("startMinute" IS NULL OR ("startMinute" BETWEEN 0 AND 1439 AND "endMinute" BETWEEN 0 AND 1439 AND "startMinute" <> "endMinute"))
);
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_uses_check" CHECK (
    ("usesPerCustomer" IS NULL OR "usesPerCustomer" >= 1)
    AND ("totalUses" IS NULL OR "totalUses" >= 1)
    AND "usedCount" >= 0
    AND ("totalUses" IS NULL OR "usedCount" <= "totalUses")
);
