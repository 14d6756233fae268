-- CreateTable
CREATE TABLE "KitchenTicketPrint" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "restaurantId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "copy" INTEGER NOT NULL,
    "printedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "printedBy" TEXT NOT NULL,

    CONSTRAINT "KitchenTicketPrint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "KitchenTicketPrint_orderId_copy_key" ON "KitchenTicketPrint"("orderId", "copy");

-- CreateIndex
CREATE UNIQUE INDEX "KitchenTicketPrint_restaurantId_sequence_copy_key" ON "KitchenTicketPrint"("restaurantId", "sequence", "copy");

-- AddForeignKey
ALTER TABLE "KitchenTicketPrint" ADD CONSTRAINT "KitchenTicketPrint_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

