// GET /api/health - for a container's HEALTHCHECK and a load balancer: 200 { status: "ok" } when the
// database answers SELECT 1 within HEALTH_TIMEOUT_MS, else 503 { status: "unavailable" } (not in the spec:
// our own call). Public, and it reads no session on purpose: a probe carries no identity, and a browser
// that opens it with its cookies should not cost a session lookup. So it does not go through handler().
import { NextResponse } from "next/server";
import { db } from "@/lib/db";

// Said outright because this GET reads nothing from the request (those that do are dynamic anyway): never cached.
export const dynamic = "force-dynamic";

/** Longer than a healthy SELECT 1 ever takes, shorter than a probe's own timeout (the Dockerfile gives it 5 s). */
const HEALTH_TIMEOUT_MS = 1_000;

const NO_STORE = { "cache-control": "no-store" };

/** The database did not answer in time (a query stuck behind a lock, or a pool wait that outlasts ours). */
class NoAnswer extends Error {}

/** A failing probe repeats every few seconds: say why in one line, at most this often. */
const LOG_INTERVAL_MS = 60_000;
let loggedAt = 0;

function logFailure(error: unknown): void {
  const now = Date.now();
  if (now - loggedAt < LOG_INTERVAL_MS) return;
  loggedAt = now;
  const reason = error instanceof NoAnswer ? `no answer within ${HEALTH_TIMEOUT_MS} ms` : error;
  const line = reason instanceof Error ? `${reason.name}: ${reason.message.trim().split("\n").at(-1)}` : reason;
  console.warn(`Health check: answering 503 (${line})`);
}

/** Resolves when the database answered, rejects when it failed or did not answer in time. */
async function pingDatabase(timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer()), timeoutMs);
  });
  try {
    await Promise.race([db().$queryRaw`SELECT 1`, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function GET(): Promise<Response> {
  try {
    await pingDatabase(HEALTH_TIMEOUT_MS);
    return NextResponse.json({ status: "ok" }, { headers: NO_STORE });
  } catch (error) {
    logFailure(error);
    return NextResponse.json({ status: "unavailable" }, { status: 503, headers: NO_STORE });
  }
}
