// GET /api/maintenance - the app's housekeeping (pending refunds, stale uploads, old rate-limit windows), run by
// Vercel Cron with `Authorization: Bearer $CRON_SECRET` (vercel.json); a long-running server runs it on a timer.
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { bearerMatches } from "@/lib/http/bearer";
import { AppError } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { maintenanceFailed, runMaintenance } from "@/lib/maintenance/service";

export const maxDuration = 60;

export const GET = handler({ auth: "public" }, async ({ request }) => {
  const secret = env().CRON_SECRET;
  if (!secret) {
    throw new AppError(503, "Maintenance over HTTP is off: set CRON_SECRET (Vercel Cron sends it as a bearer token)");
  }
  if (!bearerMatches(request, secret)) throw new AppError(401, "Send Authorization: Bearer <CRON_SECRET>");
  const report = await runMaintenance();
  return NextResponse.json(report, {
    status: maintenanceFailed(report) ? 500 : 200,
    headers: { "cache-control": "no-store" },
  });
});
