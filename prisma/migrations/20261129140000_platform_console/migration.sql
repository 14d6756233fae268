-- The platform console (issue 33, docs/admin.md): a fourth account type (admin), partners reviewed before they
-- are listed or offered work, blocked accounts, the append-only audit log, the admin idle clock, help threads on
-- orders, refunds issued by the platform, marketplace settings from a time on, and served cities.
ALTER TYPE "UserType" ADD VALUE 'admin';
-- CreateEnum
CREATE TYPE "PartnerReview" AS ENUM ('pending', 'approved', 'rejected', 'suspended');

-- CreateEnum
CREATE TYPE "HelpReason" AS ENUM ('late', 'missing_item', 'wrong_item', 'quality', 'payment');

-- CreateEnum
CREATE TYPE "HelpStatus" AS ENUM ('open', 'answered', 'closed');

-- CreateEnum
CREATE TYPE "RefundState" AS ENUM ('pending', 'refunded', 'failed');


-- AlterTable
ALTER TABLE "User" ADD COLUMN     "blockReason" TEXT,
ADD COLUMN     "blockedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Restaurant" ADD COLUMN     "reviewNote" TEXT,
ADD COLUMN     "reviewStatus" "PartnerReview" NOT NULL DEFAULT 'approved',
ADD COLUMN     "reviewedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Rider" ADD COLUMN     "reviewNote" TEXT,
ADD COLUMN     "reviewStatus" "PartnerReview" NOT NULL DEFAULT 'approved',
ADD COLUMN     "reviewedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT NOT NULL,
    "actorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "reason" TEXT,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminActivity" (
    "familyId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AdminActivity_pkey" PRIMARY KEY ("familyId")
);

-- CreateTable
CREATE TABLE "HelpThread" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "reason" "HelpReason" NOT NULL,
    "status" "HelpStatus" NOT NULL DEFAULT 'open',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HelpThread_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HelpMessage" (
    "id" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "fromAdmin" BOOLEAN NOT NULL DEFAULT false,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HelpMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderRefund" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "full" BOOLEAN NOT NULL DEFAULT false,
    "state" "RefundState" NOT NULL DEFAULT 'pending',
    "providerRefundId" TEXT,
    "failureReason" TEXT,
    "lockedAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "threadId" TEXT,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "refundedAt" TIMESTAMP(3),

    CONSTRAINT "OrderRefund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlatformSetting" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "restaurantId" TEXT,
    "value" INTEGER NOT NULL,
    "effectiveFrom" TIMESTAMP(3) NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlatformSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceCity" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "pincodes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "active" BOOLEAN NOT NULL DEFAULT true,
    "effectiveFrom" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceCity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_at_idx" ON "AuditEntry"("at");

-- CreateIndex
CREATE INDEX "AuditEntry_entity_entityId_at_idx" ON "AuditEntry"("entity", "entityId", "at");

-- CreateIndex
CREATE INDEX "AuditEntry_actorId_at_idx" ON "AuditEntry"("actorId", "at");

-- CreateIndex
CREATE INDEX "AuditEntry_action_at_idx" ON "AuditEntry"("action", "at");

-- CreateIndex
CREATE INDEX "AdminActivity_userId_idx" ON "AdminActivity"("userId");

-- CreateIndex
CREATE INDEX "HelpThread_orderId_idx" ON "HelpThread"("orderId");

-- CreateIndex
CREATE INDEX "HelpThread_customerId_createdAt_idx" ON "HelpThread"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "HelpThread_status_updatedAt_idx" ON "HelpThread"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "HelpMessage_threadId_createdAt_idx" ON "HelpMessage"("threadId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "OrderRefund_providerRefundId_key" ON "OrderRefund"("providerRefundId");

-- CreateIndex
CREATE INDEX "OrderRefund_orderId_idx" ON "OrderRefund"("orderId");

-- CreateIndex
CREATE INDEX "OrderRefund_state_createdAt_idx" ON "OrderRefund"("state", "createdAt");

-- CreateIndex
CREATE INDEX "PlatformSetting_key_restaurantId_effectiveFrom_idx" ON "PlatformSetting"("key", "restaurantId", "effectiveFrom");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceCity_name_key" ON "ServiceCity"("name");

-- AddForeignKey
ALTER TABLE "HelpThread" ADD CONSTRAINT "HelpThread_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HelpMessage" ADD CONSTRAINT "HelpMessage_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "HelpThread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderRefund" ADD CONSTRAINT "OrderRefund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderRefund" ADD CONSTRAINT "OrderRefund_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "HelpThread"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Only a positive amount is refunded, and an order has at most one full refund (a second one is a 409).
ALTER TABLE "OrderRefund" ADD CONSTRAINT "OrderRefund_amount_check" CHECK ("amountPaise" > 0);
CREATE UNIQUE INDEX "OrderRefund_one_full_idx" ON "OrderRefund"("orderId") WHERE "full";
ALTER TABLE "PlatformSetting" ADD CONSTRAINT "PlatformSetting_value_check" CHECK ("value" >= 0);

-- Append-only: an audit entry is never changed or removed, by anyone (the same rule as the ledger).
-- The semicolons of the body are written \073 in an escape string: the Prisma migration runner splits the script at
-- every semicolon, even inside a dollar-quoted body.
CREATE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN RAISE EXCEPTION ''AuditEntry is append-only: % is refused'', TG_OP\073 END\073';

CREATE TRIGGER "AuditEntry_append_only" BEFORE UPDATE OR DELETE ON "AuditEntry"
    FOR EACH ROW EXECUTE FUNCTION "audit_entry_append_only"();
