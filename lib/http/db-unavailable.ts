// Tells "the database cannot be reached right now" (down, restarting, refusing or dropping connections)
// from every other failure, so that callers get a 503 they can retry instead of a 500. Pure: it reads
// the shapes of the errors the stack throws, without importing Prisma or pg.
//
// How an outage reaches the app (Prisma 6.19 client engine over @prisma/adapter-pg and pg-pool):
//  - a socket error on connect or during a query: adapter-pg's DriverAdapterError { kind:
//    "DatabaseNotReachable" | "ConnectionClosed" | "SocketTimeout" }, which Prisma turns into a
//    PrismaClientKnownRequestError P1001 / P1017 / P1008 (raw queries: P2010 "Raw query failed");
//  - the server shutting down or starting up: a PostgreSQL error with SQLSTATE 57P01 (admin_shutdown),
//    57P02 (crash_shutdown), 57P03 (cannot_connect_now) or class 08 (connection exception), passed on
//    as DriverAdapterError { kind: "postgres", code } or P2010 "Code: `57P01`";
//  - pg's own errors without a code ("Connection terminated unexpectedly", pg-pool's "timeout exceeded
//    when trying to connect" once connectionTimeoutMillis passes), passed through as they are.

export const DATABASE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
/** Seconds a client should wait before retrying (the Retry-After header of the 503). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

const PRISMA_CODES = new Set([
  "P1001", // Can't reach database server
  "P1002", // The database server was reached but timed out
  "P1008", // Operations timed out (socket timeout)
  "P1017", // Server has closed the connection
  "P2024", // Timed out fetching a new connection from the connection pool
  "P2037", // Too many database connections opened
]);

const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, and every connection exception (08xxx). */
function isUnavailableSqlState(code: unknown): boolean {
  if (typeof code !== "string") return false;
  return code === "57P01" || code === "57P02" || code === "57P03" || code === "53300" || /^08[0-9A-Z]{3}$/.test(code);
}

const PG_MESSAGES = [
  /^Connection terminated/, // "Connection terminated unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect/, // pg-pool, after connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

type Shape = {
  name?: unknown;
  code?: unknown;
  errorCode?: unknown;
  message?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

function matches(error: Shape): boolean {
  const code = typeof error.code === "string" ? error.code : typeof error.errorCode === "string" ? error.errorCode : "";
  if (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || isUnavailableSqlState(code)) return true;
  if (typeof error.kind === "string") {
    if (ADAPTER_KINDS.has(error.kind)) return true;
    if (isUnavailableSqlState(error.originalCode)) return true;
  }
  if (typeof error.message === "string") {
    // P2028 while starting a transaction: every pool connection stayed busy for the transaction's maxWait.
    // The database is overloaded for now, like pg-pool's connect timeout: a 503 to retry, not a 500.
    if (code === "P2028" && /Unable to start a transaction in the given time/.test(error.message)) return true;
    // P2010 (a raw query failed) names the SQLSTATE in its message.
    const sqlState = code === "P2010" ? /Code: `([0-9A-Z]{5})`/.exec(error.message)?.[1] : undefined;
    if (sqlState && isUnavailableSqlState(sqlState)) return true;
    if (PG_MESSAGES.some((pattern) => pattern.test(error.message as string))) return true;
  }
  return false;
}

/**
 * True when `error` (or what it wraps: `cause`, Prisma's `meta.driverAdapterError`, an adapter
 * error's `cause`) says the database is unreachable for now. Anything else (constraint violations,
 * bad SQL, bugs) is false.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 16) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const shape = current as Shape;
    if (matches(shape)) return true;
    queue.push(shape.cause, shape.meta?.driverAdapterError);
    if (Array.isArray((current as { errors?: unknown }).errors))
      queue.push(...(current as { errors: unknown[] }).errors);
  }
  return false;
}
