-- Search that tolerates case and small typos ("biriyani", "panner", "hydrabad").
-- Written by hand: the Prisma schema cannot express indexes on expressions or operator classes.
-- pg_trgm is a trusted extension since PostgreSQL 13, so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Trigram indexes on the lower-cased text that lib/search matches with <% and LIKE.
CREATE INDEX "Restaurant_name_trgm_idx" ON "Restaurant" USING GIN (lower("name") gin_trgm_ops);
CREATE INDEX "Restaurant_city_trgm_idx" ON "Restaurant" USING GIN (lower("city") gin_trgm_ops);

-- Customers never see archived items, so the index leaves them out (queries repeat the condition).
CREATE INDEX "MenuItem_name_trgm_idx" ON "MenuItem" USING GIN (lower("name") gin_trgm_ops) WHERE "archivedAt" IS NULL;
