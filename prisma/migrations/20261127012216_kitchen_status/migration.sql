-- CreateEnum
CREATE TYPE "KitchenStatus" AS ENUM ('placed', 'accepted', 'preparing', 'ready', 'rejected');

-- AlterTable
ALTER TABLE "Restaurant" ADD COLUMN     "acceptWindowMinutes" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "autoAccept" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "defaultPrepMinutes" INTEGER NOT NULL DEFAULT 20;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "acceptedAt" TIMESTAMP(3),
ADD COLUMN     "kitchenStatus" "KitchenStatus" NOT NULL DEFAULT 'placed',
ADD COLUMN     "prepMinutes" INTEGER,
ADD COLUMN     "preparingAt" TIMESTAMP(3),
ADD COLUMN     "readyAt" TIMESTAMP(3),
ADD COLUMN     "readyBy" TIMESTAMP(3),
ADD COLUMN     "rejectReason" TEXT,
ADD COLUMN     "rejectedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OrderEvent" ADD COLUMN     "kitchenStatus" "KitchenStatus";


-- Backfill. An order that already left the kitchen (out for delivery or delivered) was ready, at a time
-- not known, so readyAt stays NULL. Pending and cancelled orders stay placed. A pending one waits for
-- the Accept of its owner as new ones do, with no auto-reject job (it was paid before the window existed).
UPDATE "Order" SET "kitchenStatus" = 'ready' WHERE "status" IN ('out for delivery', 'delivered');
