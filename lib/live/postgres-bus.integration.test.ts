import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createPostgresBus } from "@/lib/live/postgres-bus";
import type { BusMessage } from "@/lib/live/wake";
import { busesClosedAfterEach, testChannel } from "@/tests/support/live-bus";

// Each bus below is what one app instance holds: its own LISTEN connection to the shared database.

const url = () => process.env.DATABASE_URL!;
const wake = (eventId: string): BusMessage => ({
  kind: "wake",
  wake: { customerId: "c1", restaurantId: "r1", eventId },
});
const buses = busesClosedAfterEach();

function instance(name: string, options: Partial<Parameters<typeof createPostgresBus>[0]> = {}) {
  return buses.listen(createPostgresBus({ connectionString: url(), channel: name, ...options }));
}

describe("PostgreSQL LISTEN/NOTIFY bus", () => {
  it("delivers a wake published by one instance to every instance, the publisher included", async () => {
    const name = testChannel();
    const a = instance(name);
    const b = instance(name);
    // listening (each says so with its first resync)
    await vi.waitFor(() => expect(a.resyncs() + b.resyncs()).toBe(2));
    await a.bus.publish(wake("41"));
    await b.bus.publish(wake("42"));
    await vi.waitFor(() => {
      expect(a.got).toEqual(["41", "42"]);
      expect(b.got).toEqual(["41", "42"]);
    });
  });

  it("publishes through the app's pool as the app does (pg_notify via Prisma)", async () => {
    const name = testChannel();
    const listener = instance(name);
    await vi.waitFor(() => expect(listener.resyncs()).toBe(1));
    const publisher = createPostgresBus({
      connectionString: url(),
      channel: name,
      notify: (ch, payload) => db().$executeRaw`SELECT pg_notify(${ch}, ${payload})`,
    });
    buses.keep(publisher);
    await publisher.publish(wake("7"));
    await vi.waitFor(() => expect(listener.got).toEqual(["7"]));
  });

  it("carries ended logins to every instance, beside the wakes", async () => {
    const name = testChannel();
    const a = instance(name);
    const b = instance(name);
    await vi.waitFor(() => expect(a.resyncs() + b.resyncs()).toBe(2));
    await a.bus.publish({ kind: "revoked", sessionIds: ["s1", "s2"] });
    await a.bus.publish(wake("43"));
    await vi.waitFor(() => expect(b.got).toEqual(["revoked:s1,s2", "43"]));
  });

  it("ignores foreign messages on the channel", async () => {
    const name = testChannel();
    const b = instance(name);
    await vi.waitFor(() => expect(b.resyncs()).toBe(1));
    await db().$executeRaw`SELECT pg_notify(${name}, ${"not a wake"})`;
    await b.bus.publish(wake("8"));
    await vi.waitFor(() => expect(b.got).toEqual(["8"]));
  });

  it("comes back after its connection is killed, asks for a resync, and hears wakes again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const name = testChannel();
    const b = instance(name);
    await vi.waitFor(() => expect(b.resyncs()).toBe(1));
    const admin = new pg.Client({ connectionString: url() });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'thali-live' AND query = $1",
        [`LISTEN "${name}"`],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(b.resyncs()).toBe(2), { timeout: 10_000 });
    const a = instance(name);
    await vi.waitFor(() => expect(a.resyncs()).toBe(1));
    await a.bus.publish(wake("9"));
    await vi.waitFor(() => expect(b.got).toEqual(["9"]));
  });

  it("closes cleanly: no connection is left listening", async () => {
    const name = testChannel();
    const b = instance(name);
    await vi.waitFor(() => expect(b.resyncs()).toBe(1));
    await b.bus.close();
    const { count } = (
      await db().$queryRawUnsafe<Array<{ count: number }>>(
        `SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = 'thali-live' AND query = $1`,
        `LISTEN "${name}"`,
      )
    )[0]!;
    expect(count).toBe(0);
  });
});
