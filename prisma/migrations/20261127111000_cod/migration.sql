-- Cash or UPI on delivery (issue 31 part 6, docs/checkout-and-payments.md "Cash or UPI on delivery"): an order
-- placed without the gateway is cod_due until it is collected at the door (cash or UPI) or refused there, a
-- restaurant decides whether it takes it and up to which bill. TEST MODE records the method a tester chose.
ALTER TYPE "OrderPaymentStatus" ADD VALUE 'cod_due';

CREATE TYPE "PaymentMethod" AS ENUM ('online', 'cod');

CREATE TYPE "CodCollectedVia" AS ENUM ('cash', 'upi');

ALTER TABLE "Order" ADD COLUMN "paymentMethod" "PaymentMethod" NOT NULL DEFAULT 'online',
ADD COLUMN "codCollectedAt" TIMESTAMP(3),
ADD COLUMN "codCollectedVia" "CodCollectedVia",
ADD COLUMN "codRefusedAt" TIMESTAMP(3);

ALTER TABLE "Restaurant" ADD COLUMN "acceptsCod" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "codLimitPaise" INTEGER NOT NULL DEFAULT 100000;
ALTER TABLE "Restaurant" ADD CONSTRAINT "Restaurant_codLimitPaise_check" CHECK ("codLimitPaise" BETWEEN 0 AND 50000000);

ALTER TABLE "Payment" ADD COLUMN "method" TEXT;
ALTER TABLE "TestGatewayPayment" ADD COLUMN "method" TEXT;

-- A customer's unpaid refusals at the door are looked up at every cash checkout.
CREATE INDEX "Order_cod_refused_idx" ON "Order" ("customerId") WHERE "codRefusedAt" IS NOT NULL;
