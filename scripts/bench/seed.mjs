// The benchmark's scale data set in its own database (default `thali_scale` on BENCH_DATABASE_URL's
// server, the local PostgreSQL unless told otherwise; DATABASE_URL is never used, so a real database
// never gets made-up orders): the demo data (so pages look real and the demo accounts log in) plus
// 2,000 restaurants with 20 dishes each (40,000), 20,000 customers and 1,000,000 orders over the last
// two years, with their lines, payments and some reviews, written by set-based SQL (generate_series).
// The dashboard roll-ups are rebuilt with the app's rebuildRestaurantStats. The set is kept: a later
// run finds the marker (a comment on the database) and the counts, and reuses it in a second.
//
// Every scale account has the demo password (demo12345, bcrypt): owners `scale-owner-<n>@thali.bench`
// of restaurant `scale_restaurant_<n>`, customers `scale-customer-<n>@thali.bench`.
// Restaurants get orders unevenly (restaurant n's share falls off like a power law), as real ones do:
// scale_restaurant_0 is the busiest. Each delivers to its own city, every fifth also to the next city
// of the list, and every seventh only to two PIN codes, so the location filter has real work to do.
import bcrypt from "bcryptjs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { prismaCmd, tsCmd } from "../lib/bins.mjs";
import { prismaEnv } from "../lib/prisma-env.mjs";
import { run } from "../lib/run.mjs";

const SCALE = { restaurants: 2_000, dishesEach: 20, customers: 20_000, orders: 1_000_000, years: 2 };
/** Changes whenever the shape of the data changes, so an older set is rebuilt rather than reused. */
const SEED_VERSION = `thali-scale-v2 r${SCALE.restaurants} d${SCALE.dishesEach} c${SCALE.customers} o${SCALE.orders}`;
const SCALE_PASSWORD = "demo12345";
const scaleOwnerEmail = (n) => `scale-owner-${n}@thali.bench`;
const scaleCustomerEmail = (n) => `scale-customer-${n}@thali.bench`;

const PREFIXES = ["Spice", "Royal", "Masala", "Tandoor", "Curry", "Dosa", "Biryani", "Chaat", "Thali", "Urban"];
const PREFIXES_2 = [
  "Coastal",
  "Golden",
  "Saffron",
  "Tiffin",
  "Mughal",
  "Udupi",
  "Kerala",
  "Punjabi",
  "Bombay",
  "Nawab",
];
const SUFFIXES = ["Kitchen", "House", "Express", "Corner", "Junction", "Bistro", "Dhaba", "Cafe", "Point", "Grill"];
const STREETS = ["MG Road", "Station Road", "Park Street", "Main Bazaar", "Lake View Road", "Temple Street"];

/** The server part of BENCH_DATABASE_URL with the scale database's name. */
function scaleDatabaseUrls() {
  const server = new URL(process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
  const name = process.env.BENCH_SCALE_DATABASE ?? "thali_scale";
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Use a plain database name, not "${name}"`);
  const admin = new URL(server);
  admin.pathname = "/postgres";
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { name, adminUrl: admin.toString(), url: url.toString() };
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function marker(client) {
  const { rows } = await client.query(
    `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = current_database()`,
  );
  return rows[0]?.comment ?? null;
}

/** Counts that must match for a set to be reused. */
async function counts(client) {
  const { rows } = await client.query(`SELECT
    (SELECT count(*)::int FROM "Restaurant" WHERE "id" LIKE 'scale\\_%') AS restaurants,
    (SELECT count(*)::int FROM "MenuItem" WHERE "id" LIKE 'scale\\_%') AS dishes,
    (SELECT count(*)::int FROM "User" WHERE "id" LIKE 'scale\\_customer\\_%') AS customers,
    (SELECT count(*)::int FROM "Order" WHERE "id" LIKE 'scale\\_%') AS orders,
    (SELECT count(*)::int FROM "Order") AS "allOrders",
    (SELECT count(*)::int FROM "Restaurant") AS "allRestaurants"`);
  return rows[0];
}

/** (Re)creates the database: only one that does not exist, or one this script seeded before (its marker). */
async function recreateDatabase({ name, adminUrl, url }, log) {
  await withClient(adminUrl, async (admin) => {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount > 0) {
      const comment = await withClient(url, marker);
      const owned = comment?.startsWith("thali-scale");
      const empty = await withClient(url, async (c) => {
        const { rows } = await c.query(`SELECT to_regclass('"Restaurant"') IS NULL AS empty`);
        return rows[0].empty;
      });
      if (!owned && !empty)
        throw new Error(
          `Database ${name} exists and was not made by this benchmark; choose another BENCH_SCALE_DATABASE`,
        );
      log(`Dropping the old ${name} (${comment ?? "unfinished seed"})`);
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${name}"`);
    // Marks it as this benchmark's at once, so an interrupted seed can be dropped and redone.
    await admin.query(`COMMENT ON DATABASE "${name}" IS 'thali-scale (seeding)'`);
  });
}

const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;
const sqlArray = (values) => `ARRAY[${values.map(sqlText).join(", ")}]`;

async function seedScale(client, { dishes, cities, cuisines, passwordHash }, log) {
  const { restaurants: R, dishesEach: D, customers: C, orders: N, years } = SCALE;
  const step = async (label, sql) => {
    const started = performance.now();
    const result = await client.query(sql);
    log(`  ${label}: ${result.rowCount ?? ""} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await client.query(`SET work_mem = '128MB'`);
  await client.query(`SET maintenance_work_mem = '256MB'`);
  await client.query(`SET synchronous_commit = off`);

  // Deterministic "random" numbers: hashint4 of the row number (non-negative).
  const h = (expr) => `(hashint4(${expr})::bigint & 2147483647)`;
  const hash = passwordHash.replaceAll("'", "''");

  await step(
    "owners",
    `INSERT INTO "User" ("id", "username", "email", "passwordHash", "userType", "createdAt", "updatedAt")
    SELECT 'scale_owner_' || r, 'Scale Owner ' || r, 'scale-owner-' || r || '@thali.bench', '${hash}', 'restaurant',
      now() - interval '${years} years', now()
    FROM generate_series(0, ${R - 1}) r`,
  );
  const cu = sqlArray(cuisines);
  const cityRows = cities.map((c) => `(${sqlText(c.city)}, ${sqlText(c.state)})`).join(", ");
  await step(
    "restaurants",
    `WITH city(n, city, state) AS (SELECT row_number() OVER () - 1, * FROM (VALUES ${cityRows}) v)
    INSERT INTO "Restaurant" ("id", "ownerId", "name", "imageUrl", "address", "city", "state", "cuisines",
      "openMinute", "closeMinute", "deliveryMinutes", "deliveryCities", "deliveryCityKeys", "deliveryPincodes",
      "createdAt", "updatedAt")
    SELECT 'scale_restaurant_' || r, 'scale_owner_' || r,
      (${sqlArray([...PREFIXES, ...PREFIXES_2])})[1 + (r / 10) % 20] || ' ' || (${sqlArray(SUFFIXES)})[1 + r % 10],
      '/images/restaurants/r' || lpad((1 + r % 16)::text, 2, '0') || '.webp',
      (1 + ${h("r")} % 300) || ', ' || (${sqlArray(STREETS)})[1 + r % ${STREETS.length}],
      city.city, city.state,
      CASE WHEN r % 3 = 0 THEN ARRAY[(${cu})[1 + r % ${cuisines.length}]]
        ELSE ARRAY(SELECT DISTINCT x FROM unnest(ARRAY[(${cu})[1 + r % ${cuisines.length}],
          (${cu})[1 + (r / ${cuisines.length}) % ${cuisines.length}]]) x) END,
      CASE r % 4 WHEN 0 THEN 0 WHEN 1 THEN 660 WHEN 2 THEN 420 ELSE 1080 END,
      CASE r % 4 WHEN 0 THEN 0 WHEN 1 THEN 1380 WHEN 2 THEN 1350 ELSE 120 END,
      28 + ${h("r + 5")} % 20,
      CASE WHEN r % 5 = 0 THEN ARRAY[city.city, next.city] ELSE ARRAY[city.city] END,
      CASE WHEN r % 5 = 0 THEN ARRAY[lower(city.city), lower(next.city)] ELSE ARRAY[lower(city.city)] END,
      CASE WHEN r % 7 = 0 THEN ARRAY[(100001 + r % 900)::text, (100002 + r % 900)::text] ELSE ARRAY[]::text[] END,
      now() - interval '${years} years', now()
    FROM generate_series(0, ${R - 1}) r JOIN city ON city.n = r % ${cities.length}
      JOIN city next ON next.n = (r + 1) % ${cities.length}`,
  );
  await step(
    "menu items",
    `WITH dish AS (
      SELECT (d.ordinality - 1)::int AS n, d.value->>'key' AS key, d.value->>'name' AS name,
        d.value->>'category' AS category, (d.value->>'price')::int AS price, d.value->>'type' AS type,
        (d.value->>'servesFor')::int AS serves, d.value->>'description' AS description
      FROM jsonb_array_elements($json$${JSON.stringify(dishes)}$json$::jsonb) WITH ORDINALITY d)
    INSERT INTO "MenuItem" ("id", "restaurantId", "name", "category", "pricePaise", "type", "servesFor",
      "description", "imageUrl", "createdAt", "updatedAt")
    SELECT 'scale_item_' || r || '_' || i, 'scale_restaurant_' || r, dish.name, dish.category,
      (dish.price + (r % 5) * 10) * 100, dish.type::"FoodType", dish.serves, dish.description,
      '/images/dishes/' || dish.key || '.webp', now() - interval '${years} years', now()
    FROM generate_series(0, ${R - 1}) r CROSS JOIN generate_series(0, ${D - 1}) i
    JOIN dish ON dish.n = (r * 7 + i) % ${dishes.length}`,
  );
  await step(
    "customers",
    `INSERT INTO "User" ("id", "username", "email", "passwordHash", "userType", "createdAt", "updatedAt")
    SELECT 'scale_customer_' || c, 'Scale Customer ' || c, 'scale-customer-' || c || '@thali.bench', '${hash}',
      'customer', now() - interval '${years} years', now()
    FROM generate_series(0, ${C - 1}) c`,
  );

  // One row per order: its restaurant (power law: u² over the restaurants, so restaurant 0 has about
  // 2% of all orders and the last ones a handful), customer, time (evenly over the years, newest
  // last), status mix and number of lines.
  await step(
    "orders (plan)",
    `CREATE TEMP TABLE scale_o AS
    SELECT g,
      floor(${R} * power(${h("g")}::float8 / 2147483648, 2))::int AS r,
      ${h("g + 1")} % ${C} AS c,
      ${h("g + 7")} % 100 AS mix,
      1 + ${h("g + 11")} % 3 AS lines,
      ${h("g + 13")} AS salt,
      date_trunc('second', now() - interval '${years} years' * (1 - g::float8 / ${N})) AS created
    FROM generate_series(0, ${N - 1}) g`,
  );
  await step(
    "order lines (plan)",
    `CREATE TEMP TABLE scale_l AS
    SELECT o.g, k, 'scale_item_' || o.r || '_' || ((o.salt + 7 * k) % ${D}) AS item, 1 + (o.salt / 100 + k) % 2 AS qty
    FROM scale_o o, generate_series(0, 2) k WHERE k < o.lines`,
  );
  await client.query(`ANALYZE scale_o`);
  await client.query(`ANALYZE scale_l`);
  // Status mix: 3% never paid, 3% failed, 8% cancelled and refunded, the last two days' orders
  // pending or on their way, everything else delivered.
  await step(
    "orders",
    `WITH sub AS (
      SELECT l.g, sum(m."pricePaise" * l.qty)::int AS subtotal, sum(l.qty) AS quantity FROM scale_l l JOIN "MenuItem" m ON m."id" = l.item
      GROUP BY l.g)
    INSERT INTO "Order" ("id", "customerId", "restaurantId", "customerName", "deliveryAddress", "deliveryCity",
      "deliveryState", "status", "paymentStatus", "subtotalPaise", "deliveryChargePaise", "totalPaise",
      "paidAt", "cancelledAt", "cancelledBy", "createdAt", "updatedAt")
    SELECT 'scale_order_' || o.g, 'scale_customer_' || o.c, 'scale_restaurant_' || o.r, 'Scale Customer ' || o.c,
      (1 + o.c % 200) || ', ' || (${sqlArray(STREETS)})[1 + o.c % ${STREETS.length}], r."city", r."state",
      (CASE WHEN o.mix < 6 THEN 'pending' WHEN o.mix < 14 THEN 'cancelled'
            WHEN o.created > now() - interval '2 days' THEN (CASE WHEN o.mix % 2 = 0 THEN 'pending' ELSE 'out for delivery' END)
            ELSE 'delivered' END)::"DeliveryStatus",
      (CASE WHEN o.mix < 3 THEN 'awaiting_payment' WHEN o.mix < 6 THEN 'failed' WHEN o.mix < 14 THEN 'refunded'
            ELSE 'paid' END)::"OrderPaymentStatus",
      sub.subtotal, CASE WHEN sub.quantity < 3 THEN 2000 ELSE 0 END,
      sub.subtotal + CASE WHEN sub.quantity < 3 THEN 2000 ELSE 0 END,
      CASE WHEN o.mix >= 6 THEN o.created + interval '1 minute' END,
      CASE WHEN o.mix BETWEEN 6 AND 13 THEN o.created + interval '5 minutes' END,
      (CASE WHEN o.mix BETWEEN 6 AND 13 THEN CASE WHEN o.mix % 2 = 0 THEN 'customer' ELSE 'restaurant' END END)::"UserType",
      o.created, o.created + interval '40 minutes'
    FROM scale_o o JOIN sub ON sub.g = o.g JOIN "Restaurant" r ON r."id" = 'scale_restaurant_' || o.r
    ORDER BY o.g`,
  );
  await step(
    "order lines",
    `INSERT INTO "OrderItem" ("id", "orderId", "menuItemId", "name", "type", "category", "unitPricePaise", "quantity")
    SELECT 'scale_line_' || l.g || '_' || l.k, 'scale_order_' || l.g, m."id", m."name", m."type", m."category",
      m."pricePaise", l.qty
    FROM scale_l l JOIN "MenuItem" m ON m."id" = l.item ORDER BY l.g, l.k`,
  );
  await step(
    "payments",
    `INSERT INTO "Payment" ("id", "orderId", "customerId", "provider", "providerOrderId", "providerPaymentId", "amountPaise",
      "status", "verifiedAt", "failureReason", "refundId", "refundedAt", "createdAt", "updatedAt")
    SELECT 'scale_payment_' || o.g, 'scale_order_' || o.g, x."customerId", 'test', 'scale_porder_' || o.g,
      CASE WHEN o.mix >= 3 THEN 'scale_pay_' || o.g END, x."totalPaise",
      (CASE WHEN o.mix < 3 THEN 'created' WHEN o.mix < 6 THEN 'failed' WHEN o.mix < 14 THEN 'refunded'
            ELSE 'paid' END)::"PaymentStatus",
      CASE WHEN o.mix >= 6 THEN o.created + interval '1 minute' END,
      CASE WHEN o.mix BETWEEN 3 AND 5 THEN 'The test payment was declined (TEST MODE)' END,
      CASE WHEN o.mix BETWEEN 6 AND 13 THEN 'scale_rfnd_' || o.g END,
      CASE WHEN o.mix BETWEEN 6 AND 13 THEN o.created + interval '6 minutes' END,
      o.created, o.created + interval '6 minutes'
    FROM scale_o o JOIN "Order" x ON x."id" = 'scale_order_' || o.g ORDER BY o.g`,
  );
  // One delivered order in 25 is reviewed; restaurants' rating totals follow from the reviews.
  await step(
    "reviews",
    `INSERT INTO "Review" ("id", "orderId", "restaurantId", "customerId", "rating", "text", "createdAt")
    SELECT 'scale_review_' || o.g, 'scale_order_' || o.g, 'scale_restaurant_' || o.r, 'scale_customer_' || o.c,
      CASE WHEN o.salt % 10 < 5 THEN 5 WHEN o.salt % 10 < 8 THEN 4 ELSE 3 END,
      CASE WHEN o.salt % 3 = 0 THEN (ARRAY['Hot and on time.', 'Generous portions, will order again.',
        'Tasty but a little late.', 'Just like home.'])[1 + o.salt % 4] END,
      o.created + interval '1 hour'
    FROM scale_o o WHERE o.mix >= 14 AND o.created <= now() - interval '2 days' AND o.salt % 25 = 0`,
  );
  await step(
    "ratings",
    `UPDATE "Restaurant" r SET "ratingCount" = s.n, "ratingTotal" = s.total
    FROM (SELECT "restaurantId", count(*)::int AS n, sum("rating")::int AS total FROM "Review"
          WHERE "id" LIKE 'scale\\_%' GROUP BY 1) s
    WHERE r."id" = s."restaurantId"`,
  );
  await client.query(`DROP TABLE scale_o`);
  await client.query(`DROP TABLE scale_l`);
}

/**
 * Makes sure the scale database exists, is migrated and holds the full data set; returns its URL,
 * whether it was seeded now, and the accounts and ids the benchmark uses.
 */
export async function prepareScaleDatabase({ reseed = false, log = console.info } = {}) {
  const urls = scaleDatabaseUrls();
  const exists = await withClient(urls.adminUrl, async (admin) => {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [urls.name]);
    return rowCount > 0;
  }).catch((error) => {
    throw new Error(`Cannot connect to ${new URL(urls.adminUrl).host} (${error.message}). Set BENCH_DATABASE_URL.`);
  });

  let reusable = false;
  if (exists && !reseed) {
    reusable = await withClient(urls.url, async (client) => {
      if ((await marker(client)) !== SEED_VERSION) return false;
      const found = await counts(client);
      return (
        found.restaurants === SCALE.restaurants &&
        found.dishes === SCALE.restaurants * SCALE.dishesEach &&
        found.customers === SCALE.customers &&
        found.orders === SCALE.orders
      );
    }).catch(() => false);
  }

  const started = performance.now();
  if (!reusable) {
    log(`Seeding the scale data set into ${urls.name} (a few minutes, once)`);
    await recreateDatabase(urls, log);
    await run(...prismaCmd("migrate", "deploy"), { env: prismaEnv({ DATABASE_URL: urls.url }), quiet: true });
    // The demo restaurants, menus and accounts, exactly as `npm start` seeds them.
    await run(...tsCmd("prisma/seed.ts"), {
      env: { ...process.env, DATABASE_URL: urls.url, AUTH_SECRET: randomBytes(32).toString("hex") },
      quiet: true,
    });
    const { DEMO_DISHES } = await import("../../prisma/demo-dishes.ts");
    const { DEMO_RESTAURANTS } = await import("../../prisma/demo-data.ts");
    const { CUISINES } = await import("../../lib/accounts/schemas.ts");
    const dishes = Object.entries(DEMO_DISHES).map(([key, dish]) => ({
      key,
      ...dish,
      type: dish.type === "veg" ? "veg" : "non-veg",
    }));
    const cities = [...new Map(DEMO_RESTAURANTS.map((r) => [r.city, { city: r.city, state: r.state }])).values()];
    const passwordHash = bcrypt.hashSync(SCALE_PASSWORD, 10);
    await withClient(urls.url, (client) =>
      seedScale(client, { dishes, cities, cuisines: [...CUISINES], passwordHash }, log),
    );

    // The dashboard's roll-ups from the orders, through the app's own code (as after any bulk load).
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = urls.url;
    process.env.AUTH_SECRET ??= randomBytes(32).toString("hex");
    const rebuildStarted = performance.now();
    const { rebuildRestaurantStats } = await import("../../lib/owner/stats.ts");
    const { db } = await import("../../lib/db.ts");
    await rebuildRestaurantStats();
    await db().$disconnect();
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
    log(`  roll-ups rebuilt in ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s`);

    await withClient(urls.url, async (client) => {
      await client.query("VACUUM ANALYZE");
      await client.query(`COMMENT ON DATABASE "${urls.name}" IS ${sqlText(SEED_VERSION)}`);
    });
  }

  const summary = await withClient(urls.url, async (client) => {
    const found = await counts(client);
    const { rows: size } = await client.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
    const { rows: busiest } = await client.query(
      `SELECT "restaurantId" AS id, count(*)::int AS orders FROM "Order" WHERE "restaurantId" = 'scale_restaurant_0'
       GROUP BY 1`,
    );
    const { rows: customer } = await client.query(
      `SELECT count(*) FILTER (WHERE "paymentStatus" IN ('paid', 'refunded'))::int AS listed, count(*)::int AS orders
       FROM "Order" WHERE "customerId" = 'scale_customer_0'`,
    );
    return { ...found, size: size[0].size, busiest: busiest[0], customer0: customer[0] };
  });
  return {
    url: urls.url,
    name: urls.name,
    seededNow: !reusable,
    seedSeconds: reusable ? 0 : Math.round((performance.now() - started) / 1000),
    counts: summary,
    accounts: {
      password: SCALE_PASSWORD,
      customer: { email: scaleCustomerEmail(0), id: "scale_customer_0", ...summary.customer0 },
      owner: { email: scaleOwnerEmail(0), restaurantId: "scale_restaurant_0", orders: summary.busiest?.orders ?? 0 },
    },
  };
}
