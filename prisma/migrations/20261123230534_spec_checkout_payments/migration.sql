-- A payment is bound to the customer who started it, and may exist before its order (the spec
-- createPaymentOrder with only an amount: the order is created at placeOrder).

-- AlterTable (customerId is added nullable, filled from the order of each payment, then made required)
ALTER TABLE "Payment" ADD COLUMN     "customerId" TEXT,
ADD COLUMN     "refundRequestedAt" TIMESTAMP(3),
ALTER COLUMN "orderId" DROP NOT NULL;

UPDATE "Payment" AS p SET "customerId" = o."customerId" FROM "Order" AS o WHERE o."id" = p."orderId";

ALTER TABLE "Payment" ALTER COLUMN "customerId" SET NOT NULL;

-- CreateIndex
CREATE INDEX "Payment_customerId_idx" ON "Payment"("customerId");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Written by hand (Prisma has no partial indexes): captured payments that paid for nothing, which the
-- refund job looks for (no order placed with them yet, or a refund asked for). Almost always empty.
CREATE INDEX "Payment_unused_idx" ON "Payment"("createdAt") WHERE "status" = 'paid' AND ("orderId" IS NULL OR "refundRequestedAt" IS NOT NULL);
