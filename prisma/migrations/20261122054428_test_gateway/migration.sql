-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "checkoutKey" TEXT;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "refundLockedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "TestGatewayOrder" (
    "id" TEXT NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "receipt" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'created',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TestGatewayOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TestGatewayPayment" (
    "id" TEXT NOT NULL,
    "providerOrderId" TEXT NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "errorReason" TEXT,
    "refundId" TEXT,
    "refundedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TestGatewayPayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TestGatewayPayment_refundId_key" ON "TestGatewayPayment"("refundId");

-- CreateIndex
CREATE INDEX "TestGatewayPayment_providerOrderId_idx" ON "TestGatewayPayment"("providerOrderId");

-- CreateIndex
CREATE INDEX "Order_customerId_checkoutKey_idx" ON "Order"("customerId", "checkoutKey");

-- AddForeignKey
ALTER TABLE "TestGatewayPayment" ADD CONSTRAINT "TestGatewayPayment_providerOrderId_fkey" FOREIGN KEY ("providerOrderId") REFERENCES "TestGatewayOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Rules the database keeps even if a bug in the app does not (written by hand, as Prisma has no CHECK).
ALTER TABLE "TestGatewayOrder" ADD CONSTRAINT "TestGatewayOrder_amount_check" CHECK ("amountPaise" > 0);
ALTER TABLE "TestGatewayOrder" ADD CONSTRAINT "TestGatewayOrder_status_check" CHECK ("status" IN ('created', 'paid'));
ALTER TABLE "TestGatewayPayment" ADD CONSTRAINT "TestGatewayPayment_amount_check" CHECK ("amountPaise" > 0);
ALTER TABLE "TestGatewayPayment" ADD CONSTRAINT "TestGatewayPayment_status_check"
  CHECK ("status" IN ('captured', 'failed', 'refunded'));
-- A test gateway order takes at most one captured payment, as a paid Razorpay order takes no more.
CREATE UNIQUE INDEX "TestGatewayPayment_one_success_per_order"
  ON "TestGatewayPayment"("providerOrderId") WHERE "status" IN ('captured', 'refunded');
-- At most one successful payment per order: a second one would mean the customer paid twice.
CREATE UNIQUE INDEX "Payment_one_paid_per_order" ON "Payment"("orderId") WHERE "status" IN ('paid', 'refunded');
