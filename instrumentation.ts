// Runs once when a server instance starts: an unreachable database stops it with one clear line
// instead of a stack trace on the first request (so does an invalid environment, e.g. VERCEL=1
// without CLOUDINARY_URL); then a long-running server starts its maintenance timer.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkDatabaseOnBoot } = await import("@/lib/boot-check");
  await checkDatabaseOnBoot();
  const { startMaintenanceTimer } = await import("@/lib/maintenance/timer");
  startMaintenanceTimer();
}
