// Runs once when a server instance starts: an unreachable database stops it with one clear line
// instead of a stack trace on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkDatabaseOnBoot } = await import("@/lib/boot-check");
  await checkDatabaseOnBoot();
}
