import { appendFileSync, existsSync } from "node:fs";
import type pg from "pg";

// For `npm run bench:checkout` only (scripts/bench/run-checkout.mjs): with SQL_CAPTURE_FILE set, every statement
// the app's pool sends while the file `<SQL_CAPTURE_FILE>.on` exists is appended to SQL_CAPTURE_FILE as one JSON
// line `{ c, text, values }` (c: which pooled connection), so the bench can replay the checkout's own SQL, in
// its own transactions, with a raw `pg` client (scripts/bench/sql-bound.mjs) and print what the database alone
// sustains beside what the app does. Unset (always, outside that bench), the pool is left as it is.

type Query = (...args: unknown[]) => unknown;

let connections = 0;

/**
 * Whether the switch file exists, asked of the file system at most every 25 ms (per statement it cost 1% of the
 * server's CPU); the bench waits longer than that after each switch (scripts/bench/checkout.mjs).
 */
const SWITCH_CHECK_MS = 25;
let switchState = { on: false, checkedAt: 0 };
function switchedOn(file: string): boolean {
  const now = Date.now();
  if (now - switchState.checkedAt >= SWITCH_CHECK_MS) switchState = { on: existsSync(`${file}.on`), checkedAt: now };
  return switchState.on;
}

/** Makes `pool` write its statements to `file` while `<file>.on` exists. */
export function captureSqlOf(pool: pg.Pool, file: string): void {
  pool.on("connect", (client) => {
    const c = ++connections;
    const query = client.query.bind(client) as Query;
    // Patched on this one connection object: pg's query takes (text | config, values?, callback?).
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      if (switchedOn(file)) {
        const [first, second] = args;
        const config = typeof first === "string" ? { text: first, values: second } : (first as pg.QueryConfig);
        const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [];
        appendFileSync(file, `${JSON.stringify({ c, text: config.text, values })}\n`);
      }
      return query(...args);
    };
  });
}
