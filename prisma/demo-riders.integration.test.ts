import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { DEMO_RIDERS, seedDemoRiders } from "./demo-riders";

describe("seedDemoRiders", () => {
  it("creates the three Bengaluru riders, offline, once however often it runs", async () => {
    await seedDemoRiders(db(), "x");
    await seedDemoRiders(db(), "x");
    const riders = await db().rider.findMany({
      where: { user: { email: { in: DEMO_RIDERS.map((r) => r.email) }, userType: "rider" } },
      include: { user: true },
    });
    expect(riders).toHaveLength(3);
    for (const rider of riders) expect(rider).toMatchObject({ city: "Bengaluru", online: false });
    expect(riders.map((r) => r.user.email).sort()).toEqual([
      "rider2@thali.demo",
      "rider3@thali.demo",
      "rider@thali.demo",
    ]);
  });
});
