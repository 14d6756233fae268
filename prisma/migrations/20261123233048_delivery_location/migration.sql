-- AlterTable
ALTER TABLE "Restaurant" ADD COLUMN     "deliveryCities" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "deliveryCityKeys" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "deliveryPincodes" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "pauseReason" TEXT,
ADD COLUMN     "pausedAt" TIMESTAMP(3);

-- Back-fill: every existing restaurant delivers to its own city, the whole city (no PIN list)
-- The city is trimmed with inner spaces collapsed and its key is that lower-cased, as lib/location/delivery-area.ts makes them
UPDATE "Restaurant"
SET "deliveryCities" = ARRAY[regexp_replace(btrim("city"), '\s+', ' ', 'g')],
    "deliveryCityKeys" = ARRAY[lower(regexp_replace(btrim("city"), '\s+', ' ', 'g'))],
    "deliveryPincodes" = ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "deliveryLocality" TEXT,
ADD COLUMN     "deliveryPhone" TEXT,
ADD COLUMN     "deliveryPincode" TEXT;

-- CreateTable
CREATE TABLE "Address" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "locality" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "pincode" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Address_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Address_userId_idx" ON "Address"("userId");

-- CreateIndex
CREATE INDEX "Restaurant_deliveryCityKeys_idx" ON "Restaurant" USING GIN ("deliveryCityKeys");

-- AddForeignKey
ALTER TABLE "Address" ADD CONSTRAINT "Address_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

