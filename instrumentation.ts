// Runs once when a server instance starts: an unreachable database stops it with one clear line
// instead of a stack trace on the first request (so does an invalid environment, e.g. VERCEL=1
// without CLOUDINARY_URL); the job queue's tables are installed or upgraded; then a long-running server
// starts its job worker (mail, texts, push, and the maintenance schedule; not on Vercel, where the
// cron route drains the queue). On a long-running server the live stream gets its Node door too
// (lib/live/node-door.ts): Vercel has no server of ours to install it on, and keeps the route handler.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkDatabaseOnBoot } = await import("@/lib/boot-check");
  await checkDatabaseOnBoot();
  const { installJobQueue } = await import("@/lib/jobs/install");
  const { env } = await import("@/lib/env");
  await installJobQueue(env().DATABASE_URL);
  if (!process.env.VERCEL) {
    const { installStreamDoor } = await import("@/lib/live/node-door");
    installStreamDoor();
  }
  const { startJobWorker } = await import("@/lib/jobs/worker");
  await startJobWorker();
}
