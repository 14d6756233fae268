-- AlterTable
ALTER TABLE "Restaurant" ADD COLUMN     "closedDates" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "openWeekSameDay" int4multirange,
ADD COLUMN     "openWeekSpill" int4multirange,
ADD COLUMN     "weekWindows" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- CreateTable
CREATE TABLE "OpeningWindow" (
    "id" TEXT NOT NULL,
    "restaurantId" TEXT NOT NULL,
    "weekday" INTEGER NOT NULL,
    "openMinute" INTEGER NOT NULL,
    "closeMinute" INTEGER NOT NULL,

    CONSTRAINT "OpeningWindow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RestaurantClosure" (
    "restaurantId" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RestaurantClosure_pkey" PRIMARY KEY ("restaurantId","date")
);

-- CreateIndex
CREATE INDEX "OpeningWindow_restaurantId_weekday_idx" ON "OpeningWindow"("restaurantId", "weekday");

-- AddForeignKey
ALTER TABLE "OpeningWindow" ADD CONSTRAINT "OpeningWindow_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RestaurantClosure" ADD CONSTRAINT "RestaurantClosure_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

