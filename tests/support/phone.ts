// Mobile numbers and texted codes for tests: a fresh number per test (so the per-number limits of one
// test never meet another's), and the code of the newest text written to a number, read from the
// text job itself (the browser tests read the outbox files instead).
import { db } from "@/lib/db";
import { jobIdForKey } from "@/lib/jobs/enqueue";

/** A random ten-digit mobile number, as E.164. */
export const randomPhone = () => `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** The text queued for the newest code written for `phone` (null when that code was not texted). */
export async function newestText(phone: string): Promise<string | null> {
  const row = await db().oneTimeCode.findFirst({
    where: { phone },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  if (!row) return null;
  const jobs = await db().$queryRawUnsafe<Array<{ data: { text: string } }>>(
    `SELECT data FROM pgboss.job WHERE name = 'sms' AND id = $1::uuid`,
    jobIdForKey("sms", `sms:${row.id}`),
  );
  return jobs[0]?.data.text ?? null;
}

/** The 6-digit code of the newest text to `phone`. */
export async function newestCode(phone: string): Promise<string> {
  const text = await newestText(phone);
  const code = text?.match(/^([0-9]{6}) is your Thali code/)?.[1];
  if (!code) throw new Error(`No code was texted to ${phone}`);
  return code;
}
