-- GST tax invoices and credit notes (issue 31): gap-free numbering series per issuer, kind and financial year,
-- and each order's documents, frozen when issued. An order with documents is never deleted (they must be kept).
-- CreateEnum
CREATE TYPE "InvoiceKind" AS ENUM ('invoice', 'credit_note');

-- CreateTable
CREATE TABLE "InvoiceSeries" (
    "id" TEXT NOT NULL,
    "issuerId" TEXT NOT NULL,
    "kind" "InvoiceKind" NOT NULL,
    "financialYear" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "nextNumber" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvoiceSeries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "kind" "InvoiceKind" NOT NULL,
    "seriesId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "creditsId" TEXT,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "data" JSONB NOT NULL,
    "pdf" BYTEA,
    "pdfAt" TIMESTAMP(3),

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InvoiceSeries_issuerId_kind_financialYear_key" ON "InvoiceSeries"("issuerId", "kind", "financialYear");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_creditsId_key" ON "Invoice"("creditsId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_orderId_kind_key" ON "Invoice"("orderId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_seriesId_sequence_key" ON "Invoice"("seriesId", "sequence");

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "InvoiceSeries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_creditsId_fkey" FOREIGN KEY ("creditsId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- A series counts from 1 and a document's place in it is positive.
ALTER TABLE "InvoiceSeries" ADD CONSTRAINT "InvoiceSeries_nextNumber_check" CHECK ("nextNumber" >= 1);
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_sequence_check" CHECK ("sequence" >= 1),
ADD CONSTRAINT "Invoice_credits_check" CHECK (("kind" = 'credit_note') = ("creditsId" IS NOT NULL));
