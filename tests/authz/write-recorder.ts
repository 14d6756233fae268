// Sees every row a piece of code writes, by watching the statements node-postgres runs for it (the
// Prisma adapter and raw queries all go through pg's Client.query, with a promise or, from pg.Pool, a callback). Writes are attributed to the
// call that made them through AsyncLocalStorage, so other test files writing to the same database
// at the same time, or work a previous call left running, are never counted. Writes inside a
// transaction count only once it commits: a handler that writes and rolls back wrote nothing.
import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";

export type Write = { table: string; command: string; rows: number; sql: string };
type Log = { writes: Write[] };

const current = new AsyncLocalStorage<Log>();
const openTransactions = new WeakMap<object, Array<[Log, Write]>>();

const WRITE_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "MERGE"]);
const TABLE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|MERGE\s+INTO)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;

function noteResult(client: object, log: Log | undefined, sql: string, result: pg.QueryResult | undefined): void {
  if (/^\s*BEGIN\b/i.test(sql)) {
    openTransactions.set(client, []);
    return;
  }
  if (/^\s*COMMIT\b/i.test(sql)) {
    for (const [owner, write] of openTransactions.get(client) ?? []) owner.writes.push(write);
    openTransactions.delete(client);
    return;
  }
  if (/^\s*ROLLBACK\s*$/i.test(sql)) {
    openTransactions.delete(client);
    return;
  }
  if (!log || !result || !WRITE_COMMANDS.has(result.command) || !result.rowCount) return;
  const write = {
    table: TABLE.exec(sql)?.[1] ?? "?",
    command: result.command,
    rows: result.rowCount,
    sql: sql.slice(0, 160),
  };
  const pending = openTransactions.get(client);
  if (pending) pending.push([log, write]);
  else log.writes.push(write);
}

/** Starts watching pg's queries in this process; returns the function that stops it. */
export function installWriteRecorder(): () => void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: object, ...args: unknown[]) {
    const log = current.getStore();
    const config = args[0];
    const sql = typeof config === "string" ? config : ((config as { text?: string } | undefined)?.text ?? "");
    // pg.Pool's own query() (Prisma's statements outside a transaction, since Prisma 7) calls the client with a
    // callback and gets no promise back: the result is noted before the callback hands it on.
    const callback = args[args.length - 1];
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, value: pg.QueryResult) => {
        if (!error) noteResult(this, log, sql, value);
        return (callback as (error: unknown, value: pg.QueryResult) => unknown)(error, value);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      result.then(
        (value: pg.QueryResult) => noteResult(this, log, sql, value),
        () => undefined,
      );
    }
    return result;
  };
  return () => {
    proto.query = original;
  };
}

/** Runs `fn` and returns what it returned with the rows it wrote (committed). */
export async function recordWrites<T>(fn: () => Promise<T>): Promise<{ result: T; writes: Write[] }> {
  const log: Log = { writes: [] };
  const result = await current.run(log, fn);
  return { result, writes: log.writes };
}
