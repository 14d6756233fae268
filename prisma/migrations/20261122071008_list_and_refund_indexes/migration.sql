-- CreateIndex
CREATE INDEX "Restaurant_name_id_idx" ON "Restaurant"("name", "id");


-- Written by hand (Prisma has no partial indexes): the paid orders that were cancelled and whose refund
-- is still pending, which retryPendingRefunds looks for once a minute per instance. Almost always empty,
-- so the look-up reads a few index pages instead of scanning every order (about 70 ms and 190 MB of
-- pages at 1,000,000 orders).
CREATE INDEX "Order_refund_pending_idx" ON "Order"("id") WHERE "status" = 'cancelled' AND "paymentStatus" = 'paid';
