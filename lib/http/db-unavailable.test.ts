import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { isDatabaseUnavailable } from "@/lib/http/db-unavailable";
import { createPrismaClient } from "@/lib/prisma-client";

/** The shape @prisma/adapter-pg throws (DriverAdapterError from @prisma/driver-adapter-utils). */
class DriverAdapterError extends Error {
  override name = "DriverAdapterError";
  constructor(readonly payload: Record<string, unknown>) {
    super(typeof payload.message === "string" ? payload.message : String(payload.kind));
    this.cause = payload;
  }
}

const known = (code: string, message = "x") =>
  new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: "test" });

/** A node-postgres server error (what pg throws for an ErrorResponse). */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });

describe("isDatabaseUnavailable", () => {
  it("recognises Prisma's connection errors", () => {
    expect(isDatabaseUnavailable(known("P1001", "Can't reach database server at 127.0.0.1:5433"))).toBe(true);
    expect(isDatabaseUnavailable(known("P1017", "Server has closed the connection."))).toBe(true);
    expect(isDatabaseUnavailable(known("P1008", "Operation has timed out"))).toBe(true);
    expect(isDatabaseUnavailable(known("P2037", "Too many database connections opened"))).toBe(true);
    expect(
      isDatabaseUnavailable(
        known(
          "P2010",
          "Raw query failed. Code: `57P01`. Message: `terminating connection due to administrator command`",
        ),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Prisma.PrismaClientInitializationError("Can't reach", "test", "P1001"))).toBe(
      true,
    );
  });

  it("recognises a transaction that could not start for want of a free connection, and no other P2028", () => {
    expect(
      isDatabaseUnavailable(known("P2028", "Transaction API error: Unable to start a transaction in the given time.")),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        known(
          "P2028",
          "Transaction API error: Transaction already closed: A commit cannot be executed on a committed transaction.",
        ),
      ),
    ).toBe(false);
  });

  it("recognises adapter-pg errors by kind and by SQLSTATE, also when wrapped", () => {
    expect(isDatabaseUnavailable(new DriverAdapterError({ kind: "DatabaseNotReachable", host: "h" }))).toBe(true);
    expect(isDatabaseUnavailable(new DriverAdapterError({ kind: "ConnectionClosed" }))).toBe(true);
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "08P01"]) {
      const error = new DriverAdapterError({ kind: "postgres", code, originalCode: code, message: "shutting down" });
      expect(isDatabaseUnavailable(error), code).toBe(true);
      // Prisma keeps the adapter's error in meta.driverAdapterError, or as the cause of its own
      const wrapped = new Prisma.PrismaClientUnknownRequestError("failed", { clientVersion: "test" });
      Object.assign(wrapped, { meta: { driverAdapterError: error } });
      expect(isDatabaseUnavailable(wrapped), `${code} wrapped`).toBe(true);
      expect(isDatabaseUnavailable(new Error("outer", { cause: error })), `${code} as cause`).toBe(true);
    }
  });

  it("recognises node-postgres and pg-pool errors", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5433"), {
      code: "ECONNREFUSED",
      syscall: "connect",
      errno: -111,
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }))).toBe(true);
    expect(isDatabaseUnavailable(pgError("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(pgError("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], "connect failed"))).toBe(true);
  });

  it("leaves every other error alone", () => {
    expect(isDatabaseUnavailable(known("P2002", "Unique constraint failed"))).toBe(false);
    expect(isDatabaseUnavailable(known("P2025", "Record not found"))).toBe(false);
    expect(isDatabaseUnavailable(known("P2010", "Raw query failed. Code: `42601`. Message: `syntax error`"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new DriverAdapterError({ kind: "UniqueConstraintViolation" }))).toBe(false);
    expect(
      isDatabaseUnavailable(new DriverAdapterError({ kind: "postgres", code: "23514", originalCode: "23514" })),
    ).toBe(false);
    expect(isDatabaseUnavailable(pgError("40001", "could not serialize access"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("recognises what the real client throws when nothing listens on the port", async () => {
    const client = createPrismaClient("postgresql://nobody@127.0.0.1:1/none", 1);
    const error = await client.$queryRaw`SELECT 1`.then(
      () => null,
      (e: unknown) => e,
    );
    const model = await client.user.findFirst().then(
      () => null,
      (e: unknown) => e,
    );
    await client.$disconnect();
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(model)).toBe(true);
  });
});
