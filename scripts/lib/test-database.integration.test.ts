import { existsSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { probe, resolveTestDatabase } from "./test-database.mjs";

// The newcomer's path for real: an embedded PostgreSQL started for a run, with a password (scram), usable for
// what the tests do (a database of their own, tables, rows), and gone with its folder after stop(). The setting
// is passed in, never put in the environment, so the rest of the suite keeps its server.

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("resolveTestDatabase on an embedded PostgreSQL", () => {
  it("starts one on `embedded`, makes a database and a table on it, and removes its folder on stop()", async () => {
    const lines: string[] = [];
    const server = await resolveTestDatabase({ setting: "embedded", log: (line) => lines.push(line) });
    try {
      expect(server.source).toBe("embedded");
      expect(server.dir && existsSync(server.dir)).toBe(true);
      expect(lines).toEqual(["> Starting an embedded PostgreSQL for this run (TEST_DATABASE_URL=embedded)"]);
      const admin = new URL(server.adminUrl);
      expect(admin.password).not.toBe("");

      await query(server.adminUrl, `CREATE DATABASE "scratch"`);
      // A database URL made as the scratch helpers make it (the admin URL with another path) keeps the password.
      const scratch = Object.assign(new URL(server.adminUrl), { pathname: "/scratch" }).toString();
      await query(scratch, "CREATE TABLE dish (name text PRIMARY KEY, price_paise integer NOT NULL)");
      await query(scratch, "INSERT INTO dish VALUES ('Masala dosa', 12000)");
      expect(await query<{ name: string; price_paise: number }>(scratch, "SELECT * FROM dish")).toEqual([
        { name: "Masala dosa", price_paise: 12000 },
      ]);

      // The server answers, so a second resolve (a child process under npm test) uses it and starts none.
      const again = await resolveTestDatabase({ setting: server.adminUrl, log: (line) => lines.push(line) });
      expect(again).toMatchObject({ adminUrl: server.adminUrl, source: "env" });
      // It asks for a password: a wrong one is a refusal, not a reason to start another server.
      admin.password = "wrong";
      expect(await probe(admin.toString())).toMatchObject({
        state: "refused",
        reason: expect.stringContaining("28P01"),
      });
      await expect(resolveTestDatabase({ setting: admin.toString(), log: () => {} })).rejects.toThrow(
        /answers but refuses/,
      );
    } finally {
      await server.stop();
    }
    expect(existsSync(server.dir ?? "")).toBe(false);
    expect(await probe(server.adminUrl)).toMatchObject({ state: "absent" });
  });

  it("starts one, with one line saying why, where TEST_DATABASE_URL's server does not answer", async () => {
    const lines: string[] = [];
    const server = await resolveTestDatabase({
      setting: "postgresql://nobody@127.0.0.1:1/postgres",
      log: (line) => lines.push(line),
    });
    try {
      expect(lines).toEqual([
        "> No PostgreSQL answers at 127.0.0.1:1 (TEST_DATABASE_URL): starting an embedded one for this run",
      ]);
      expect(server.source).toBe("embedded");
      expect(await query<{ one: number }>(server.adminUrl, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await server.stop();
    }
    expect(existsSync(server.dir ?? "")).toBe(false);
  });
});
