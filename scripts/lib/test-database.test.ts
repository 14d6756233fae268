import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_ADMIN_URL,
  decide,
  outcomeOf,
  probe,
  readSetting,
  resolveTestDatabase,
  type Outcome,
  type TestDatabase,
} from "./test-database.mjs";

// Which server the tests use, decided without a PostgreSQL: the setting, what a probe found, and what follows
// (use it, start an embedded one with one line saying why, or stop with the reason). The real start is in
// test-database.integration.test.ts.

const answers: Outcome = { state: "answers" };
const absent: Outcome = { state: "absent", reason: "ECONNREFUSED" };
const authError: Outcome = { state: "refused", reason: 'password authentication failed for user "me" (28P01)' };

describe("readSetting", () => {
  it("reads unset or blank as the local server, `embedded` as embedded, a URL as itself", () => {
    expect(readSetting(undefined)).toEqual({ kind: "url", url: DEFAULT_ADMIN_URL, fromEnv: false });
    expect(readSetting("  ")).toEqual({ kind: "url", url: DEFAULT_ADMIN_URL, fromEnv: false });
    expect(readSetting("embedded")).toEqual({ kind: "embedded" });
    expect(readSetting("postgres://me:pw@db:5433/postgres")).toEqual({
      kind: "url",
      url: "postgres://me:pw@db:5433/postgres",
      fromEnv: true,
    });
  });

  it("refuses what is neither", () => {
    expect(readSetting("localhost:5432")).toMatchObject({ kind: "invalid" });
    const typo = readSetting("postgresq://me:secret@db/postgres");
    expect(typo).toMatchObject({ kind: "invalid", message: expect.stringContaining("postgresq://me:***@db/postgres") });
    expect(readSetting("mysql://me@db/x")).toMatchObject({
      kind: "invalid",
      message: expect.stringContaining("mysql://me@db/x"),
    });
  });
});

describe("outcomeOf", () => {
  it("counts refused, unreachable, unknown hosts and timeouts as nothing there", () => {
    for (const code of ["ECONNREFUSED", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH"]) {
      expect(outcomeOf(Object.assign(new Error(code), { code }))).toEqual({ state: "absent", reason: code });
    }
    expect(outcomeOf(Object.assign(new Error("connect timeout"), { timedOut: true }))).toEqual({
      state: "absent",
      reason: "connect timeout",
    });
  });

  it("counts what a server says (login, database) as a refusal, with its words", () => {
    const error = Object.assign(new Error('database "nope" does not exist'), { code: "3D000" });
    expect(outcomeOf(error)).toEqual({ state: "refused", reason: 'database "nope" does not exist (3D000)' });
  });
});

describe("decide", () => {
  const fromEnv = readSetting("postgresql://me:secret@db.example:6543/postgres");
  const byDefault = readSetting(undefined);

  it("uses a server that answers, as `env` or `local`", () => {
    expect(decide(fromEnv, answers)).toEqual({
      action: "use",
      adminUrl: "postgresql://me:secret@db.example:6543/postgres",
      source: "env",
    });
    expect(decide(byDefault, answers)).toEqual({ action: "use", adminUrl: DEFAULT_ADMIN_URL, source: "local" });
  });

  it("starts an embedded one where nothing answers, saying where it looked (and no password)", () => {
    const decision = decide(fromEnv, absent);
    expect(decision).toEqual({
      action: "embedded",
      notice: "> No PostgreSQL answers at db.example:6543 (TEST_DATABASE_URL): starting an embedded one for this run",
    });
    expect(decide(byDefault, absent)).toMatchObject({
      action: "embedded",
      notice: expect.stringContaining("No PostgreSQL answers at 127.0.0.1:5432 (the default"),
    });
  });

  it("stops on a server that answers but refuses, never falling back", () => {
    const decision = decide(fromEnv, authError);
    expect(decision.action).toBe("fail");
    const message = decision.action === "fail" ? decision.message : "";
    expect(message).toContain("db.example:6543 (TEST_DATABASE_URL) answers but refuses");
    expect(message).toContain("password authentication failed");
    expect(message).toContain("TEST_DATABASE_URL=embedded");
    expect(message).not.toContain("secret");
  });

  it("starts an embedded one on `embedded` whatever, and stops on an invalid setting", () => {
    expect(decide(readSetting("embedded"), undefined)).toMatchObject({ action: "embedded" });
    expect(decide(readSetting("nonsense"), undefined)).toMatchObject({ action: "fail" });
  });
});

describe("resolveTestDatabase (probe and start replaced)", () => {
  const fakeEmbedded = (): TestDatabase => ({
    adminUrl: "postgresql://postgres:pw@127.0.0.1:40000/postgres",
    source: "embedded",
    dir: "/tmp/x",
    stop: async () => {},
  });

  it("starts one embedded server where nothing answers, with exactly one line", async () => {
    const log = vi.fn();
    const start = vi.fn(async () => fakeEmbedded());
    const probeServer = vi.fn(async () => absent);
    const server = await resolveTestDatabase({
      setting: "postgresql://nobody@127.0.0.1:1/postgres",
      log,
      probe: probeServer,
      start,
    });
    expect(server.source).toBe("embedded");
    expect(probeServer).toHaveBeenCalledWith("postgresql://nobody@127.0.0.1:1/postgres");
    expect(start).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^> No PostgreSQL answers at 127\.0\.0\.1:1 \(TEST_DATABASE_URL\)/);
  });

  it("uses a server that answers and starts nothing; its stop() leaves the server alone", async () => {
    const start = vi.fn(async () => fakeEmbedded());
    const log = vi.fn();
    const server = await resolveTestDatabase({ setting: "", log, probe: async () => answers, start });
    expect(server).toMatchObject({ adminUrl: DEFAULT_ADMIN_URL, source: "local" });
    await server.stop();
    expect(start).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it("rejects with the server's reason on an auth error, starting nothing", async () => {
    const start = vi.fn(async () => fakeEmbedded());
    await expect(
      resolveTestDatabase({
        setting: "postgresql://me:wrong@127.0.0.1:5432/postgres",
        log: () => {},
        probe: async () => authError,
        start,
      }),
    ).rejects.toThrow(/answers but refuses the tests: password authentication failed/);
    expect(start).not.toHaveBeenCalled();
  });

  it("does not probe on `embedded`", async () => {
    const probeServer = vi.fn(async () => answers);
    const server = await resolveTestDatabase({
      setting: "embedded",
      log: () => {},
      probe: probeServer,
      start: async () => fakeEmbedded(),
    });
    expect(server.source).toBe("embedded");
    expect(probeServer).not.toHaveBeenCalled();
  });
});

describe("probe (no PostgreSQL: a closed port, and a listener that is not PostgreSQL)", () => {
  let closedPort = 0;
  let notPostgres: Server;
  let notPostgresPort = 0;

  const listen = (server: Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
    );

  beforeAll(async () => {
    const probeServer = createServer();
    closedPort = await listen(probeServer);
    await new Promise((resolve) => probeServer.close(resolve));
    // Accepts the connection and hangs up at once, as a program that is not PostgreSQL may.
    notPostgres = createServer((socket) => socket.destroy());
    notPostgresPort = await listen(notPostgres);
  });
  afterAll(() => new Promise((resolve) => notPostgres.close(resolve)));

  it("finds nothing at a closed port", async () => {
    expect(await probe(`postgresql://postgres@127.0.0.1:${closedPort}/postgres`)).toEqual({
      state: "absent",
      reason: "ECONNREFUSED",
    });
  });

  it("counts something that accepts the connection but is not PostgreSQL as a refusal, not as nothing", async () => {
    const outcome = await probe(`postgresql://postgres@127.0.0.1:${notPostgresPort}/postgres`);
    expect(outcome.state).toBe("refused");
  });
});
