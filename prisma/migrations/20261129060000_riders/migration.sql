-- The delivery leg (issue 32, docs/riders.md): delivery partners (a third account type), where things are
-- (coordinates, PIN codes, distances with cube + earthdistance), dispatch: deliveries and offers, positions.
ALTER TYPE "UserType" ADD VALUE 'rider';
ALTER TYPE "LedgerKind" ADD VALUE 'rider_pay';
ALTER TYPE "LedgerKind" ADD VALUE 'rider_cash';
ALTER TYPE "LedgerAccount" ADD VALUE 'rider_payable';
ALTER TYPE "LedgerAccount" ADD VALUE 'rider_cash';

CREATE TYPE "DeliveryMode" AS ENUM ('self', 'platform');
CREATE TYPE "VehicleType" AS ENUM ('bicycle', 'scooter', 'motorcycle', 'electric_scooter');
CREATE TYPE "DeliveryState" AS ENUM ('searching', 'assigned', 'picked_up', 'delivered', 'self_delivery', 'cancelled');
CREATE TYPE "OfferAnswer" AS ENUM ('accepted', 'passed', 'expired');

-- Both are trusted extensions (PostgreSQL 13+), so the database owner may create them, and both ship with the
-- server contrib modules, the embedded one included.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

ALTER TABLE "Restaurant" ADD COLUMN "lat" DOUBLE PRECISION,
ADD COLUMN "lng" DOUBLE PRECISION,
ADD COLUMN "deliveryRadiusMeters" INTEGER NOT NULL DEFAULT 7000,
ADD COLUMN "deliveryMode" "DeliveryMode" NOT NULL DEFAULT 'self';
ALTER TABLE "Restaurant" ADD CONSTRAINT "Restaurant_deliveryRadiusMeters_check" CHECK ("deliveryRadiusMeters" BETWEEN 500 AND 30000);
ALTER TABLE "Restaurant" ADD CONSTRAINT "Restaurant_latlng_check" CHECK (("lat" IS NULL) = ("lng" IS NULL) AND ("lat" IS NULL OR ("lat" BETWEEN -90 AND 90 AND "lng" BETWEEN -180 AND 180)));
-- "Who delivers here": restaurants whose radius reaches a point, by the GiST index on their place.
CREATE INDEX "Restaurant_earth_idx" ON "Restaurant" USING gist (ll_to_earth("lat", "lng")) WHERE "lat" IS NOT NULL;

ALTER TABLE "Address" ADD COLUMN "lat" DOUBLE PRECISION, ADD COLUMN "lng" DOUBLE PRECISION;
ALTER TABLE "Order" ADD COLUMN "dropLat" DOUBLE PRECISION, ADD COLUMN "dropLng" DOUBLE PRECISION;

CREATE TABLE "PinCode" (
    "id" SERIAL NOT NULL,
    "pincode" TEXT NOT NULL,
    "locality" TEXT NOT NULL,
    "district" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    CONSTRAINT "PinCode_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "PinCode_pincode_idx" ON "PinCode"("pincode");

CREATE TABLE "Rider" (
    "userId" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "vehicle" "VehicleType" NOT NULL,
    "vehicleNumber" TEXT,
    "licenceNumber" TEXT,
    "city" TEXT NOT NULL,
    "online" BOOLEAN NOT NULL DEFAULT false,
    "onlineSince" TIMESTAMP(3),
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "positionAt" TIMESTAMP(3),
    "ignoredPositions" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Rider_pkey" PRIMARY KEY ("userId")
);
CREATE INDEX "Rider_online_idx" ON "Rider"("online");
-- The nearest online rider: a GiST index on the position of riders who are online.
CREATE INDEX "Rider_earth_idx" ON "Rider" USING gist (ll_to_earth("lat", "lng")) WHERE "online" AND "lat" IS NOT NULL;
ALTER TABLE "Rider" ADD CONSTRAINT "Rider_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "Delivery" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "restaurantId" TEXT NOT NULL,
    "riderId" TEXT,
    "state" "DeliveryState" NOT NULL DEFAULT 'searching',
    "code" TEXT NOT NULL,
    "codeTries" INTEGER NOT NULL DEFAULT 0,
    "flaggedAt" TIMESTAMP(3),
    "searchStartedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "noRiderAt" TIMESTAMP(3),
    "assignedAt" TIMESTAMP(3),
    "assignedByHand" BOOLEAN NOT NULL DEFAULT false,
    "pickedUpAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "noContact" BOOLEAN NOT NULL DEFAULT false,
    "doorPhotoUrl" TEXT,
    "distanceMeters" INTEGER,
    "payPaise" INTEGER,
    "cashCollectedPaise" INTEGER NOT NULL DEFAULT 0,
    "cashSettledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Delivery_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Delivery_orderId_key" ON "Delivery"("orderId");
CREATE INDEX "Delivery_riderId_state_idx" ON "Delivery"("riderId", "state");
CREATE INDEX "Delivery_state_searchStartedAt_idx" ON "Delivery"("state", "searchStartedAt");
-- A rider carries at most one delivery at a time: the database refuses a second, whatever races.
CREATE UNIQUE INDEX "Delivery_one_per_rider" ON "Delivery"("riderId") WHERE "state" IN ('assigned', 'picked_up');
ALTER TABLE "Delivery" ADD CONSTRAINT "Delivery_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Delivery" ADD CONSTRAINT "Delivery_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Delivery" ADD CONSTRAINT "Delivery_riderId_fkey" FOREIGN KEY ("riderId") REFERENCES "Rider"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "DeliveryOffer" (
    "id" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "riderId" TEXT NOT NULL,
    "offeredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "distanceMeters" INTEGER NOT NULL,
    "answer" "OfferAnswer",
    "answeredAt" TIMESTAMP(3),
    CONSTRAINT "DeliveryOffer_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "DeliveryOffer_deliveryId_riderId_key" ON "DeliveryOffer"("deliveryId", "riderId");
CREATE INDEX "DeliveryOffer_riderId_answer_idx" ON "DeliveryOffer"("riderId", "answer");
-- At most one open offer per delivery.
CREATE UNIQUE INDEX "DeliveryOffer_one_open" ON "DeliveryOffer"("deliveryId") WHERE "answer" IS NULL;
ALTER TABLE "DeliveryOffer" ADD CONSTRAINT "DeliveryOffer_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "Delivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DeliveryOffer" ADD CONSTRAINT "DeliveryOffer_riderId_fkey" FOREIGN KEY ("riderId") REFERENCES "Rider"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "RiderPosition" (
    "id" BIGSERIAL NOT NULL,
    "riderId" TEXT NOT NULL,
    "orderId" TEXT,
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RiderPosition_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "RiderPosition_orderId_at_idx" ON "RiderPosition"("orderId", "at");
CREATE INDEX "RiderPosition_riderId_at_idx" ON "RiderPosition"("riderId", "at");
ALTER TABLE "RiderPosition" ADD CONSTRAINT "RiderPosition_riderId_fkey" FOREIGN KEY ("riderId") REFERENCES "Rider"("userId") ON DELETE CASCADE ON UPDATE CASCADE;
