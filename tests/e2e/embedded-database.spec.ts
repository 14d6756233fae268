// The embedded default's database, as a user lives with it over time (docs/database.md, The embedded database):
//  - a data folder of the previous version (PGlite) comes through the first start of this one with every order,
//    account and session, a backup of it kept beside;
//  - a kill -9 of everything during checkouts loses no acknowledged order, and the next start serves them;
//  - a second `npm start` on a folder in use is refused, and a stop leaves no database server running.
// These run `npm start` themselves (scripts/lib/npm-start.mjs), on folders and ports of their own.
import { expect, test } from "@playwright/test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  call,
  newCustomer,
  paidOrder,
  restaurantNamed,
  type Customer,
  type Listed,
} from "../../scripts/lib/api-flows.mjs";
import { npmStart, npmStartOnce } from "../../scripts/lib/npm-start.mjs";

test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_PORT ?? 3210) + 40;
let dataDir: string;

test.beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "thali-embedded-"));
});
test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

async function ordersOf(baseUrl: string, customer: Customer) {
  const answer = await call(baseUrl, "GET", `/api/getOrdersByCustomerId?_id=${customer.id}&page=1&pageSize=100`, {
    token: customer.token,
    ip: customer.ip,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

test("a PGlite folder of the previous version comes through the first start with its orders, accounts and sessions", async () => {
  test.setTimeout(300_000);
  const before = await npmStart({ dataDir, port, env: { EMBEDDED_DB: "pglite" } });
  expect(before.output()).toContain("Starting the embedded PGlite");
  const customer = await newCustomer(before.baseUrl, "Moving Customer");
  const { restaurant, dishes } = await restaurantNamed(before.baseUrl);
  const [dish, other] = dishes as [Listed, Listed];
  const placed = [
    await paidOrder(before.baseUrl, customer, restaurant, dish),
    await paidOrder(before.baseUrl, customer, restaurant, other, { quantity: 3 }),
  ];
  const ordersBefore = await ordersOf(before.baseUrl, customer);
  expect(JSON.stringify(ordersBefore)).toContain(placed[1]);
  expect([0, 143]).toContain(await before.stop()); // next start exits 143 on SIGTERM

  const after = await npmStart({ dataDir, port });
  try {
    expect(after.output()).toMatch(/Moved \d+ rows in \d+ tables; the PGlite folder is kept as .*pglite-backup/);
    expect(after.output()).toContain("Starting the embedded PostgreSQL");
    expect(existsSync(path.join(dataDir, "pglite-backup", "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);

    // The same orders, to the last field and microsecond, seen with the session signed in before the move.
    expect(await ordersOf(after.baseUrl, customer)).toEqual(ordersBefore);
    // The account's password still signs in; and the copied sequences go on (a new order gets new events).
    const login = await call(after.baseUrl, "POST", "/api/login/customer", {
      body: { email: customer.email, password: customer.password },
      ip: customer.ip,
    });
    expect(login.status).toBe(200);
    const third = await paidOrder(after.baseUrl, customer, restaurant, dish, { quantity: 2 });
    const ordersAfter = await ordersOf(after.baseUrl, customer);
    expect(JSON.stringify(ordersAfter)).toContain(third);
    expect(JSON.stringify(ordersAfter)).toContain(placed[0]);
  } finally {
    expect([0, 143]).toContain(await after.stop());
  }
  // A stop leaves no server: the pid file goes with a clean shutdown.
  expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  expect(readFileSync(path.join(dataDir, "postgres", "server.log"), "utf8")).toContain("database system is shut down");
});

test("a kill -9 of the app and its database during checkouts loses no acknowledged order; the next start serves them", async () => {
  test.setTimeout(300_000);
  const first = await npmStart({ dataDir, port });
  const { restaurant, dishes } = await restaurantNamed(first.baseUrl);
  const dish = dishes[0] as Listed;
  const customers = await Promise.all([1, 2, 3, 4].map((n) => newCustomer(first.baseUrl, `Crash Customer ${n}`)));

  // Two starts on one folder: the second is refused while the first runs.
  const second = await npmStartOnce({ DATA_DIR: dataDir, PORT: String(port + 1) });
  expect(second.code).toBe(1);
  expect(second.output).toContain("is in use by another `npm start`");

  const acknowledged = new Map<Customer, string[]>(customers.map((c) => [c, []]));
  let crashed = false;
  const loops = customers.map(async (customer) => {
    while (!crashed) {
      try {
        acknowledged.get(customer)!.push(await paidOrder(first.baseUrl, customer, restaurant, dish));
      } catch {
        // the crash cut this checkout short: it was never acknowledged
      }
    }
  });
  await new Promise((r) => setTimeout(r, 5_000));
  crashed = true;
  await first.crash();
  await Promise.all(loops);
  const total = [...acknowledged.values()].flat().length;
  expect(total).toBeGreaterThan(4);

  const next = await npmStart({ dataDir, port });
  try {
    const log = readFileSync(path.join(dataDir, "postgres", "server.log"), "utf8");
    expect(log).toContain("database system was not properly shut down; automatic recovery in progress");
    for (const [customer, ids] of acknowledged) {
      const listed = JSON.stringify(await ordersOf(next.baseUrl, customer));
      for (const id of ids) expect(listed, `order ${id} of ${customer.email}`).toContain(id);
    }
  } finally {
    expect([0, 143]).toContain(await next.stop());
  }
  console.info(`${total} orders acknowledged before the kill -9, all ${total} served after the restart`);
});
