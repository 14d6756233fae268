#!/usr/bin/env node
// `npm run bench:dashboard [-- --reseed]`: the partner dashboard with 1,000,000 orders of one
// restaurant in the database. It creates (once) a dedicated database `thali_bench` on the local
// PostgreSQL (or BENCH_DATABASE_URL; DATABASE_URL is deliberately not used, so a real database never
// gets a million made-up orders), applies the migrations, seeds one restaurant with 100,000 customers
// and 1,000,000 orders spread over 3 years (plus 500 other restaurants with 400 orders each) with
// generate_series, rebuilds the roll-ups with rebuildRestaurantStats, then calls the service
// function getDashboardDetails 200 times and reports p50/p95/p99, the EXPLAIN (ANALYZE, BUFFERS) of the
// dashboard query with the indexes it uses, and for comparison the same figures aggregated from the
// orders directly. Reports to bench/results/dashboard-latest.json and docs/performance.md (report.mjs).
// Run through tsx with the react-server condition (package.json does it) so the service imports as in the app.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { latencySummary } from "./load.mjs";
import { fail, reportRun } from "./report.mjs";

const ORDERS = 1_000_000;
const CUSTOMERS = 100_000;
const OTHER_RESTAURANTS = 500;
const OTHER_ORDERS_EACH = 400;
const CALLS = 200;
const WARMUP = 20;
const RESTAURANT_ID = "bench_restaurant_0";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/thali_bench";
const reseed = process.argv.includes("--reseed");
const run = promisify(execFile);

const ms = (start) => Math.round((performance.now() - start) * 100) / 100;
const round = (n) => Math.round(n * 100) / 100;

async function createDatabaseIfMissing() {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) fail(`Use a plain database name in BENCH_DATABASE_URL, not "${name}"`);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.connect();
  } catch (error) {
    fail(`Cannot connect to ${url.host} (${error.message}). Start PostgreSQL or set BENCH_DATABASE_URL.`);
  }
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (rowCount === 0) {
    await admin.query(`CREATE DATABASE "${name}"`);
    console.info(`Created database ${name}`);
  }
  await admin.end();
}

async function migrate() {
  await run("node", ["scripts/prisma.mjs", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

/** The whole data set in a handful of set-based statements (about a minute on a laptop). */
async function seed(client) {
  const started = performance.now();
  console.info(`Seeding ${ORDERS.toLocaleString("en")} orders…`);
  await client.query("BEGIN");
  await client.query(`DELETE FROM "RestaurantMonthStats" WHERE "restaurantId" LIKE 'bench\\_%'`);
  await client.query(`DELETE FROM "RestaurantCustomer" WHERE "restaurantId" LIKE 'bench\\_%'`);
  await client.query(`DELETE FROM "OrderItem" WHERE "orderId" LIKE 'bench\\_%'`);
  await client.query(`DELETE FROM "Order" WHERE "id" LIKE 'bench\\_%'`);
  await client.query(`DELETE FROM "Restaurant" WHERE "id" LIKE 'bench\\_%'`);
  await client.query(`DELETE FROM "User" WHERE "id" LIKE 'bench\\_%'`);

  await client.query(`
    INSERT INTO "User" ("id", "username", "email", "userType", "updatedAt")
    SELECT 'bench_owner_' || r, 'Bench Owner ' || r, 'bench-owner-' || r || '@example.test', 'restaurant', now()
    FROM generate_series(0, ${OTHER_RESTAURANTS}) r`);
  await client.query(`
    INSERT INTO "Restaurant" ("id", "ownerId", "name", "imageUrl", "address", "city", "state", "cuisines",
      "openMinute", "closeMinute", "deliveryMinutes", "updatedAt")
    SELECT 'bench_restaurant_' || r, 'bench_owner_' || r, 'Bench Kitchen ' || r, '/images/restaurants/r01.webp',
      '1 Bench Road', 'Hyderabad', 'Telangana', ARRAY['Biryani'], 0, 0, 30, now()
    FROM generate_series(0, ${OTHER_RESTAURANTS}) r`);
  await client.query(`
    INSERT INTO "MenuItem" ("id", "restaurantId", "name", "category", "pricePaise", "type", "servesFor",
      "description", "imageUrl", "archivedAt", "updatedAt")
    SELECT 'bench_item_' || r || '_' || i, 'bench_restaurant_' || r, 'Dish ' || i,
      (ARRAY['Starters','Breakfast','Biryani','Fast Food','Sweets','Desserts','Curries'])[1 + i % 7],
      10000 + i * 1000, CASE WHEN i % 3 = 0 THEN 'non-veg' ELSE 'veg' END::"FoodType", 1 + i % 3, 'A bench dish.',
      '/images/dishes/paneer-tikka.webp', CASE WHEN i % 10 = 9 THEN now() END, now()
    FROM generate_series(0, ${OTHER_RESTAURANTS}) r, generate_series(0, 29) i`);
  await client.query(`
    INSERT INTO "User" ("id", "username", "email", "userType", "updatedAt")
    SELECT 'bench_customer_' || c, 'Bench Customer ' || c, 'bench-customer-' || c || '@example.test', 'customer', now()
    FROM generate_series(0, ${CUSTOMERS - 1}) c`);

  // Orders of one restaurant (g below ORDERS) and of the others, evenly over the last 3 years (newest
  // last). Status mix: 6% never paid (checkouts abandoned or failed), 8% cancelled and refunded, the
  // last two days' orders pending or on their way, everything else delivered.
  await client.query(`
    INSERT INTO "Order" ("id", "customerId", "restaurantId", "customerName", "deliveryAddress", "deliveryCity",
      "deliveryState", "status", "paymentStatus", "subtotalPaise", "deliveryChargePaise", "totalPaise",
      "paidAt", "cancelledAt", "cancelledBy", "createdAt", "updatedAt")
    SELECT 'bench_order_' || g, 'bench_customer_' || (hashint % ${CUSTOMERS}), restaurant,
      'Bench Customer', '2 Bench Lane', 'Hyderabad', 'Telangana',
      (CASE WHEN mix < 6 THEN 'pending' WHEN mix < 14 THEN 'cancelled'
            WHEN created > now() - interval '2 days' THEN (CASE WHEN mix % 2 = 0 THEN 'pending' ELSE 'out for delivery' END)
            ELSE 'delivered' END)::"DeliveryStatus",
      (CASE WHEN mix < 3 THEN 'awaiting_payment' WHEN mix < 6 THEN 'failed' WHEN mix < 14 THEN 'refunded'
            ELSE 'paid' END)::"OrderPaymentStatus",
      subtotal, CASE WHEN subtotal < 30000 THEN 2000 ELSE 0 END,
      subtotal + CASE WHEN subtotal < 30000 THEN 2000 ELSE 0 END,
      CASE WHEN mix >= 6 THEN created END, CASE WHEN mix BETWEEN 6 AND 13 THEN created + interval '5 minutes' END,
      (CASE WHEN mix BETWEEN 6 AND 13 THEN 'customer' END)::"UserType", created, created
    FROM (
      SELECT g,
        CASE WHEN g < ${ORDERS} THEN '${RESTAURANT_ID}'
             ELSE 'bench_restaurant_' || (1 + (g - ${ORDERS}) % ${OTHER_RESTAURANTS}) END AS restaurant,
        abs(hashint4(g)) AS hashint,
        abs(hashint4(g + 7)) % 100 AS mix,
        10000 + (abs(hashint4(g + 13)) % 60) * 1000 AS subtotal,
        now() - interval '3 years' * (1 - (CASE WHEN g < ${ORDERS} THEN g::float8 / ${ORDERS}
          ELSE ((g - ${ORDERS}) % ${OTHER_ORDERS_EACH})::float8 / ${OTHER_ORDERS_EACH} END)) AS created
      FROM generate_series(0, ${ORDERS + OTHER_RESTAURANTS * OTHER_ORDERS_EACH - 1}) g
    ) o`);
  await client.query(`
    INSERT INTO "OrderItem" ("id", "orderId", "menuItemId", "name", "type", "category", "unitPricePaise", "quantity")
    SELECT 'bench_line_' || substr(o."id", 13), o."id",
      'bench_item_' || substr(o."restaurantId", 18) || '_' || (abs(hashint4(length(o."id") + o."subtotalPaise")) % 30),
      'Dish', 'veg', 'Starters', o."subtotalPaise", 1
    FROM "Order" o WHERE o."id" LIKE 'bench\\_%'`);
  await client.query("COMMIT");
  await client.query(`VACUUM ANALYZE "Order"`);
  await client.query(`VACUUM ANALYZE "OrderItem"`);
  await client.query(`VACUUM ANALYZE "User"`);
  await client.query(`VACUUM ANALYZE "MenuItem"`);
  console.info(`Seeded in ${Math.round(ms(started) / 1000)} s`);
}

async function seededOrders(client) {
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM "Order" WHERE "restaurantId" = $1`, [
    RESTAURANT_ID,
  ]);
  return rows[0].n;
}

/** The indexes a plan reads, from the text of EXPLAIN. */
function indexesIn(plan) {
  const found = new Set();
  for (const match of plan.matchAll(
    /(Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) "?([\w]+)"?/g,
  )) {
    found.add(`${match[2]} (${match[1]})`);
  }
  for (const match of plan.matchAll(/Seq Scan on "?([\w]+)"?/g)) found.add(`${match[1]} (Seq Scan)`);
  return [...found];
}

async function explain(client, sql) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql.sql}`, sql.values);
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

/** The same figures aggregated from the orders themselves, as the app would without roll-ups. */
const PLAIN_SQL = {
  sql: `SELECT count(*) FILTER (WHERE "paymentStatus" IN ('paid', 'refunded')) AS orders,
      COALESCE(sum("totalPaise") FILTER (WHERE "status" = 'delivered'), 0) AS revenue,
      count(DISTINCT "customerId") FILTER (WHERE "paymentStatus" IN ('paid', 'refunded')) AS customers
    FROM "Order" WHERE "restaurantId" = $1`,
  values: [RESTAURANT_ID],
};

async function main() {
  await createDatabaseIfMissing();
  await migrate();
  process.env.DATABASE_URL = databaseUrl;
  process.env.AUTH_SECRET ??= "bench-dashboard-secret-0123456789abcdef";
  process.env.DATABASE_POOL_MAX ??= "4";

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (reseed || (await seededOrders(client)) !== ORDERS) await seed(client);
  const orders = await seededOrders(client);
  const { rows: totals } = await client.query(`SELECT count(*)::int AS n FROM "Order"`);

  const { rebuildRestaurantStats } = await import("../../lib/owner/stats.ts");
  const { dashboardQuery, getDashboardDetails } = await import("../../lib/owner/dashboard.ts");
  const { currentStatsYear } = await import("../../lib/owner/months.ts");
  const { listRestaurantOrders } = await import("../../lib/orders/list.ts");
  const { db } = await import("../../lib/db.ts");

  let started = performance.now();
  await rebuildRestaurantStats();
  const rebuildMs = ms(started);
  await client.query(`VACUUM ANALYZE "RestaurantMonthStats"`);
  await client.query(`VACUUM ANALYZE "RestaurantCustomer"`);
  console.info(`rebuildRestaurantStats() over ${totals[0].n.toLocaleString("en")} orders: ${rebuildMs} ms`);

  // The services take the acting owner (they check the restaurant is theirs): the seeded owner's session.
  const owner = {
    id: "bench_owner_0",
    username: "Bench Owner 0",
    email: "bench-owner-0@example.test",
    userType: "restaurant",
    restaurantId: RESTAURANT_ID,
    sessionId: "bench-session",
  };
  const year = currentStatsYear() - 1;
  const details = await getDashboardDetails(owner, { year });
  for (let i = 0; i < WARMUP; i++) await getDashboardDetails(owner, { year: year - (i % 3) });
  const latencies = [];
  for (let i = 0; i < CALLS; i++) {
    started = performance.now();
    await getDashboardDetails(owner, { year: year - (i % 3) });
    latencies.push(performance.now() - started);
  }
  const { count: _count, ...latency } = latencySummary(latencies);
  latency.min = round(Math.min(...latencies));

  // The orders page of the same restaurant (20 newest, and the count of all its paid orders), for reference.
  const listing = [];
  for (let i = 0; i < 20; i++) {
    started = performance.now();
    await listRestaurantOrders(owner, { page: 1 + (i % 2), pageSize: 20 });
    listing.push(performance.now() - started);
  }
  const listingP50 = latencySummary(listing).p50;

  const query = dashboardQuery(RESTAURANT_ID, year);
  const plan = await explain(client, { sql: query.text, values: query.values });
  const plainTimes = [];
  for (let i = 0; i < 3; i++) {
    started = performance.now();
    await client.query(PLAIN_SQL.sql, PLAIN_SQL.values);
    plainTimes.push(ms(started));
  }
  const plainPlan = await explain(client, PLAIN_SQL);
  await db().$disconnect();
  await client.end();

  console.info(`\nEXPLAIN (ANALYZE, BUFFERS) of the dashboard query (year ${year}):\n${plan}\n`);
  console.info(`Without roll-ups (aggregating the orders):\n${plainPlan}\n`);
  const lines = [
    `Dashboard of a restaurant with ${orders.toLocaleString("en")} orders (${CALLS} calls of getDashboardDetails):`,
    `  p50 ${latency.p50} ms   p95 ${latency.p95} ms   p99 ${latency.p99} ms   max ${latency.max} ms`,
    `  indexes: ${indexesIn(plan).join(", ")}`,
    `  the same totals aggregated from the orders: ${plainTimes.join(" / ")} ms`,
    `  figures: ${details.totalOrders} orders, ₹${details.totalRevenue}, ${details.totalCustomers} customers`,
  ];
  await reportRun("dashboard", {
    command: "npm run bench:dashboard",
    summary: {
      database: {
        url: databaseUrl.replace(/\/\/[^@]*@/, "//…@"),
        ordersOfRestaurant: orders,
        ordersInDatabase: totals[0].n,
        customers: CUSTOMERS,
      },
      calls: CALLS,
      latencyMs: latency,
      targetP95Ms: 150,
      rebuildAllMs: rebuildMs,
      withoutRollupsMs: plainTimes,
      ordersListingP50Ms: listingP50,
      planIndexes: indexesIn(plan),
      plan: plan.split("\n"),
      planWithoutRollups: plainPlan.split("\n"),
      figures: { ...details, revenueData: undefined },
    },
    lines,
  });
  if (latency.p95 >= 150) fail(`p95 ${latency.p95} ms is over the 150 ms target`);
}

await main();
