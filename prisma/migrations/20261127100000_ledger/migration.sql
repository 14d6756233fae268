-- The money ledger (issue 31, docs/money.md "The ledger"): double entry per order event, append-only: each day's
-- reconciliation: a commission rate per restaurant (null: the deployment's PLATFORM_COMMISSION_BPS).
CREATE TYPE "LedgerKind" AS ENUM ('order_paid', 'refund');

CREATE TYPE "LedgerAccount" AS ENUM ('customer', 'restaurant_payable', 'platform_commission', 'platform_fee', 'gst_payable', 'gst_on_fees', 'delivery', 'delivery_tips', 'refunds');

ALTER TABLE "Restaurant" ADD COLUMN "commissionBps" INTEGER;
ALTER TABLE "Restaurant" ADD CONSTRAINT "Restaurant_commissionBps_check" CHECK ("commissionBps" IS NULL OR "commissionBps" BETWEEN 0 AND 5000);

CREATE TABLE "LedgerEntry" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "restaurantId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" "LedgerKind" NOT NULL,
    "account" "LedgerAccount" NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "memo" TEXT NOT NULL,
    "event" TEXT NOT NULL,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ReconcileReport" (
    "id" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "checked" INTEGER NOT NULL,
    "mismatches" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReconcileReport_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "LedgerEntry_restaurantId_at_idx" ON "LedgerEntry"("restaurantId", "at");
CREATE INDEX "LedgerEntry_at_idx" ON "LedgerEntry"("at");
CREATE UNIQUE INDEX "LedgerEntry_orderId_kind_event_account_key" ON "LedgerEntry"("orderId", "kind", "event", "account");
CREATE UNIQUE INDEX "ReconcileReport_date_key" ON "ReconcileReport"("date");

ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The backfill: every order paid before the ledger existed gets the entries lib/money/ledger.ts would have written
-- (entriesForOrder), derived from its bill snapshot or, for older orders, from its columns at the default settings
-- (prices include GST: 5% on food, 18% on fees: half-up rounding per group). The deployment's commission rate is
-- not known here: restaurants without their own are backfilled at 1500 (15%), PLATFORM_COMMISSION_BPS's default.
WITH base AS (
    SELECT o."id", o."restaurantId", COALESCE(o."paidAt", o."createdAt") AS "paidAt", o."paymentStatus",
           COALESCE(p."refundedAt", o."cancelledAt", o."updatedAt") AS "refundedAt",
           (o."subtotalPaise" + o."packagingPaise" - o."discountPaise")::bigint AS "foodGross",
           COALESCE((o."bill" ->> 'deliveryFeePaise')::bigint, o."deliveryChargePaise")
             + COALESCE((o."bill" ->> 'platformFeePaise')::bigint, o."platformFeePaise") AS "feesGross",
           COALESCE((o."bill" ->> 'deliveryFeePaise')::bigint, o."deliveryChargePaise") AS "deliveryFee",
           COALESCE((o."bill" ->> 'tipPaise')::bigint, o."tipPaise") AS "tip",
           (o."bill" -> 'food' ->> 'taxablePaise')::bigint AS "billFoodTaxable",
           (o."bill" -> 'food' ->> 'gstPaise')::bigint AS "billFoodGst",
           (o."bill" -> 'fees' ->> 'taxablePaise')::bigint AS "billFeesTaxable",
           (o."bill" -> 'fees' ->> 'gstPaise')::bigint AS "billFeesGst",
           COALESCE(r."commissionBps", 1500)::bigint AS "bps"
    FROM "Order" o
    JOIN "Restaurant" r ON r."id" = o."restaurantId"
    LEFT JOIN LATERAL (
        SELECT "refundedAt" FROM "Payment" WHERE "orderId" = o."id" AND "status" = 'refunded' LIMIT 1
    ) p ON true
    WHERE o."paymentStatus" IN ('paid', 'refunded')
      AND NOT EXISTS (SELECT 1 FROM "LedgerEntry" e WHERE e."orderId" = o."id")
), taxed AS (
    SELECT *,
           COALESCE("billFoodTaxable", ("foodGross" * 20000 + 10500) / 21000) AS "foodTaxable",
           COALESCE("billFeesTaxable", ("feesGross" * 20000 + 11800) / 23600) AS "feesTaxable"
    FROM base
), shares AS (
    SELECT *,
           COALESCE("billFoodGst", "foodGross" - "foodTaxable") AS "foodGst",
           COALESCE("billFeesGst", "feesGross" - "feesTaxable") AS "feesGst",
           CASE WHEN "feesGross" = 0 THEN 0 ELSE "feesTaxable" * "deliveryFee" / "feesGross" END AS "deliveryTaxable",
           ("foodTaxable" * "bps" * 2 + 10000) / 20000 AS "commission"
    FROM taxed
), lines AS (
    SELECT s."id", s."restaurantId", s."paidAt", s."paymentStatus", s."refundedAt", l."account", l."amount", l."memo"
    FROM shares s
    CROSS JOIN LATERAL (VALUES
        ('restaurant_payable'::"LedgerAccount", s."foodTaxable" - s."commission", 'Restaurant''s share of the food'),
        ('platform_commission'::"LedgerAccount", s."commission", 'Commission on the food'),
        ('platform_fee'::"LedgerAccount", s."feesTaxable" - s."deliveryTaxable", 'Platform fee'),
        ('gst_payable'::"LedgerAccount", s."foodGst", 'GST on the food (s.9(5))'),
        ('gst_on_fees'::"LedgerAccount", s."feesGst", 'GST on the fees'),
        ('delivery'::"LedgerAccount", s."deliveryTaxable", 'Delivery fee'),
        ('delivery_tips'::"LedgerAccount", s."tip", 'Delivery partner tip')
    ) AS l("account", "amount", "memo")
    WHERE l."amount" <> 0
), paid AS (
    SELECT "id", "restaurantId", "paidAt", "paymentStatus", "refundedAt", "account", "amount", "memo" FROM lines
    UNION ALL
    SELECT "id", "restaurantId", "paidAt", "paymentStatus", "refundedAt", 'customer'::"LedgerAccount", -sum("amount"),
           'Paid by the customer'
    FROM lines GROUP BY "id", "restaurantId", "paidAt", "paymentStatus", "refundedAt"
)
INSERT INTO "LedgerEntry" ("id", "orderId", "restaurantId", "at", "kind", "account", "amountPaise", "memo", "event")
SELECT 'bf_' || md5("id" || ':paid:' || "account"::text), "id", "restaurantId", "paidAt", 'order_paid'::"LedgerKind", "account",
       "amount"::int, "memo" || ' (backfilled)', 'paid'
FROM paid
UNION ALL
SELECT 'bf_' || md5("id" || ':refund:' || "account"::text), "id", "restaurantId", "refundedAt", 'refund'::"LedgerKind",
       CASE WHEN "account" = 'customer' THEN 'refunds'::"LedgerAccount" ELSE "account" END, (-"amount")::int,
       'Refund: ' || "memo" || ' (backfilled)', 'refund'
FROM paid
WHERE "paymentStatus" = 'refunded';

-- Append-only: an entry is never changed or removed: a correction is a new entry.
-- The body's semicolons are written \073 in an escape string: Prisma's migration runner splits the script at every
-- semicolon, even inside a dollar-quoted body (the reason pg-boss installs its own functions itself).
CREATE FUNCTION "ledger_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN RAISE EXCEPTION ''LedgerEntry is append-only: % is refused'', TG_OP\073 END\073';

CREATE TRIGGER "LedgerEntry_append_only" BEFORE UPDATE OR DELETE ON "LedgerEntry"
    FOR EACH ROW EXECUTE FUNCTION "ledger_entry_append_only"();
