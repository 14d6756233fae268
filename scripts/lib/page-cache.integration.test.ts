import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseIdentity } from "./page-cache.mjs";

// The identity `npm start` compares: the same for every connection to one database, different for another
// database of the same server and for the same name once it is dropped and created again.
// The suite's own database (tests/support/integration-db.ts); its role may create databases.
const adminUrl = () => process.env.DATABASE_URL!;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe("databaseIdentity", () => {
  it("names the cluster and the database, and changes when the database is made again", async () => {
    const name = `thali_identity_${process.pid}`;
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    await admin(`drop database if exists ${name}`);
    await admin(`create database ${name}`);
    try {
      const first = await databaseIdentity(url.toString());
      expect(first).toMatch(/^\d+\/\d+$/);
      expect(await databaseIdentity(url.toString())).toBe(first);
      const other = await databaseIdentity(adminUrl());
      expect(other.split("/")[0]).toBe(first.split("/")[0]);
      expect(other).not.toBe(first);
      await admin(`drop database ${name}`);
      await admin(`create database ${name}`);
      expect(await databaseIdentity(url.toString())).not.toBe(first);
    } finally {
      await admin(`drop database if exists ${name}`);
    }
  });
});
