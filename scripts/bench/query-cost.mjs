// `node --conditions=react-server --import tsx scripts/bench/query-cost.mjs <database URL>` (run by bench:checkout after
// its load, on its database): what one query costs this process in CPU through the app's Prisma client (the
// query compiler, its interpreter, the pg adapter) against the same statement sent straight through pg: an order
// read by id, and the same order with its items and restaurant (a relation join). Sequential, one connection, after
// a warm-up; prints one JSON line.
import pg from "pg";
import { createPrismaClientAndPool } from "../../lib/prisma-client.ts";

const [databaseUrl] = process.argv.slice(2);
const ROUNDS = 1500;
const WARMUP = 200;

const { client: prisma, pool } = createPrismaClientAndPool(databaseUrl, 1);
const raw = new pg.Pool({ connectionString: databaseUrl, max: 1 });

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU and wall milliseconds per call of `fn`, over ROUNDS sequential calls after WARMUP. */
async function measure(fn) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const cpu = cpuMs();
  const wall = performance.now();
  for (let i = 0; i < ROUNDS; i++) await fn();
  const round = (n) => Math.round(n * 1000) / 1000;
  return { cpuMs: round((cpuMs() - cpu) / ROUNDS), wallMs: round((performance.now() - wall) / ROUNDS) };
}

try {
  const [{ id }] = await prisma.order.findMany({ select: { id: true }, take: 1, orderBy: { createdAt: "desc" } });
  const byId = {
    prisma: await measure(() =>
      prisma.order.findUnique({
        where: { id },
        select: { id: true, status: true, totalPaise: true, customerId: true },
      }),
    ),
    pg: await measure(() =>
      raw.query('SELECT "id", "status"::text, "totalPaise", "customerId" FROM "Order" WHERE "id" = $1 LIMIT 1', [id]),
    ),
    // The same SQL through Prisma's $queryRaw: the adapter and the pool without the query compiler's plan.
    prismaRaw: await measure(
      () =>
        prisma.$queryRaw`SELECT "id", "status"::text, "totalPaise", "customerId" FROM "Order" WHERE "id" = ${id} LIMIT 1`,
    ),
  };
  const withRelations = {
    prisma: await measure(() =>
      prisma.order.findUnique({
        where: { id },
        select: {
          id: true,
          status: true,
          totalPaise: true,
          items: { select: { id: true, name: true, quantity: true, unitPricePaise: true } },
          restaurant: { select: { id: true, name: true, city: true } },
        },
      }),
    ),
    pg: await measure(() =>
      raw.query(
        `SELECT o."id", o."status"::text, o."totalPaise",
                (SELECT json_agg(json_build_object('id', i."id", 'name', i."name", 'quantity', i."quantity",
                        'unitPricePaise', i."unitPricePaise")) FROM "OrderItem" i WHERE i."orderId" = o."id") AS items,
                json_build_object('id', r."id", 'name', r."name", 'city', r."city") AS restaurant
           FROM "Order" o JOIN "Restaurant" r ON r."id" = o."restaurantId" WHERE o."id" = $1`,
        [id],
      ),
    ),
  };
  console.info(JSON.stringify({ rounds: ROUNDS, byId, withRelations }));
} finally {
  await prisma.$disconnect();
  await pool.end();
  await raw.end();
}
