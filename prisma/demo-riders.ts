import type { PrismaClient } from "@/lib/generated/prisma/client";

// The demo delivery partners (issue 32, docs/riders.md): three riders in Bengaluru, offline at seed (they go online
// from the console at /rider). They log in at /login as riders with the demo password of the other demo accounts.

export const DEMO_RIDERS = [
  {
    username: "Ravi Kumar",
    email: "rider@thali.demo",
    phone: "+919845012345",
    vehicle: "scooter",
    vehicleNumber: "KA01HX4821",
    city: "Bengaluru",
  },
  {
    username: "Lakshmi Narayan",
    email: "rider2@thali.demo",
    phone: "+919845067890",
    vehicle: "electric_scooter",
    vehicleNumber: "KA03EV1107",
    city: "Bengaluru",
  },
  {
    username: "Imran Pasha",
    email: "rider3@thali.demo",
    phone: "+919845024680",
    vehicle: "bicycle",
    vehicleNumber: null,
    city: "Bengaluru",
  },
] as const;

/**
 * The demo riders, each once (account by email, profile by account): a run again changes nothing, and never puts a
 * rider online or off the delivery it may be on.
 */
export async function seedDemoRiders(prisma: PrismaClient, passwordHash: string): Promise<number> {
  for (const { username, email, ...profile } of DEMO_RIDERS) {
    const user = await prisma.user.upsert({
      where: { email_userType: { email, userType: "rider" } },
      update: {},
      create: { username, email, userType: "rider", passwordHash },
      select: { id: true },
    });
    await prisma.rider.upsert({
      where: { userId: user.id },
      update: {},
      create: { userId: user.id, ...profile, online: false },
    });
  }
  return DEMO_RIDERS.length;
}
