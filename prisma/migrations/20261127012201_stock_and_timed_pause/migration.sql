-- AlterTable
ALTER TABLE "Restaurant" ADD COLUMN     "pausedUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "MenuItem" ADD COLUMN     "outOfStockAt" TIMESTAMP(3),
ADD COLUMN     "outOfStockUntil" TIMESTAMP(3);

