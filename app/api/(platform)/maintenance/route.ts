// GET /api/maintenance - run by Vercel Cron with `Authorization: Bearer $CRON_SECRET` (vercel.json): the
// housekeeping (pending refunds, stale uploads, old rate-limit windows), then every job that is due (mail,
// texts, push), since no worker runs between requests on Vercel. A long-running server does both itself
// (lib/jobs/worker.ts).
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { bearerMatches } from "@/lib/http/bearer";
import { AppError } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { drainJobs } from "@/lib/jobs/worker";
import { maintenanceFailed, runMaintenance } from "@/lib/maintenance/service";

export const maxDuration = 60;

export const GET = handler({ auth: "public" }, async ({ request }) => {
  const secret = env().CRON_SECRET;
  if (!secret) {
    throw new AppError(503, "Maintenance over HTTP is off: set CRON_SECRET (Vercel Cron sends it as a bearer token)");
  }
  if (!bearerMatches(request, secret)) throw new AppError(401, "Send Authorization: Bearer <CRON_SECRET>");
  const started = Date.now();
  const report = await runMaintenance();
  // What is left of the function's minute, less a margin to answer in.
  const jobs = await drainJobs({ deadline: started + 45_000, only: ["order-messages", "mail", "sms", "push"] });
  return NextResponse.json(
    { ...report, jobs },
    { status: maintenanceFailed(report) ? 500 : 200, headers: { "cache-control": "no-store" } },
  );
});
