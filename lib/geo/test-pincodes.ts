// A few real rows of the shipped PIN code table (prisma/data/pincodes.tsv.gz) for tests, whose fresh
// databases do not load all 155,000: inserted once per database, the same values as the file.
import { db } from "@/lib/db";

const TEST_PINCODE_ROWS = [
  {
    pincode: "560034",
    locality: "Koramangala I Block",
    district: "Bengaluru",
    state: "Karnataka",
    lat: 12.9261,
    lng: 77.6221,
  },
  { pincode: "560034", locality: "Agara", district: "Bengaluru", state: "Karnataka", lat: 12.9261, lng: 77.6221 },
  { pincode: "560034", locality: "Koramangala", district: "Bengaluru", state: "Karnataka", lat: 12.9261, lng: 77.6221 },
  { pincode: "560066", locality: "Whitefield", district: "Bengaluru", state: "Karnataka", lat: 12.9698, lng: 77.75 },
  { pincode: "570001", locality: "Mysuru H.O", district: "Mysuru", state: "Karnataka", lat: 12.3219, lng: 76.6499 },
] as const;

/**
 * Inserts the rows above unless the database already has 560034: idempotent, and under a lock so test files
 * running at once on one database insert them once.
 */
export async function ensureTestPincodes(): Promise<void> {
  if (await db().pinCode.findFirst({ where: { pincode: "560034" }, select: { id: true } })) return;
  await db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('test-pincodes'))`;
    if (await tx.pinCode.findFirst({ where: { pincode: "560034" }, select: { id: true } })) return;
    await tx.pinCode.createMany({ data: [...TEST_PINCODE_ROWS] });
  });
}
