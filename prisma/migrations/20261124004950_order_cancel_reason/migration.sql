-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "cancelReason" TEXT;

