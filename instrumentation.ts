// Runs once when a server instance starts: an unreachable database stops it with one clear line
// instead of a stack trace on the first request (so does an invalid environment, e.g. VERCEL=1
// without CLOUDINARY_URL); the job queue's tables are installed or upgraded; then a long-running server
// starts its job worker (mail, texts, push, and the maintenance schedule; not on Vercel, where the
// cron route drains the queue).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkDatabaseOnBoot } = await import("@/lib/boot-check");
  await checkDatabaseOnBoot();
  const { installJobQueue } = await import("@/lib/jobs/install");
  const { env } = await import("@/lib/env");
  await installJobQueue(env().DATABASE_URL);
  const { startJobWorker } = await import("@/lib/jobs/worker");
  await startJobWorker();
}
