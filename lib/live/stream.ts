import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { closeLiveBus, liveBus } from "@/lib/live/bus";
import { LiveHub, type StreamSink } from "@/lib/live/hub";
import { PositionFeed } from "@/lib/live/position-feed";
import { latestEventId, readScopeEvents } from "@/lib/live/service";
import { formatFrame, parseEventId, resumeCursor } from "@/lib/live/sse";
import type { Scope } from "@/lib/live/types";
import { latestPositionId, readPositionsAfter } from "@/lib/tracking/service";

// GET /api/orderEvents/stream: the SSE response of one caller, fed by this instance's hub.

const globalForLive = globalThis as unknown as { thaliLiveHub?: LiveHub; thaliPositionFeed?: PositionFeed };

/**
 * The instance's hub (one per process, shared by every route bundle), with its rider-position feed: it reads
 * RiderPosition only while a customer's stream is open here.
 */
export function liveHub(): LiveHub {
  if (!globalForLive.thaliLiveHub) {
    const hub = new LiveHub({
      bus: liveBus(),
      read: readScopeEvents,
      onCustomerStream: () => positionFeed().start(),
    });
    globalForLive.thaliLiveHub = hub;
    globalForLive.thaliPositionFeed = new PositionFeed({
      read: readPositionsAfter,
      latestId: latestPositionId,
      follows: (customerId) => hub.followsCustomer(customerId),
      anyFollowed: () => hub.hasCustomerStreams(),
      deliver: (customerId, frame) => void hub.deliverToCustomer(customerId, frame),
    });
  }
  return globalForLive.thaliLiveHub;
}

/** The instance's rider-position feed (made with the hub). */
export function positionFeed(): PositionFeed {
  liveHub();
  return globalForLive.thaliPositionFeed!;
}

/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;
/**
 * How long this stream stays open: between 80% and 100% of LIVE_STREAM_MAX_SECONDS (so a crowd of streams
 * does not reconnect at once), never past it (on Vercel the function ends at its maximum duration). Then the
 * browser reconnects with Last-Event-ID and the session is checked again.
 */
export function streamLifetimeMs(random: number = Math.random()): number {
  return env().LIVE_STREAM_MAX_SECONDS * 1000 * (0.8 + random * 0.2);
}
/**
 * Open streams one login may hold on an instance: a tab each, with room to spare. Past it a new one is
 * refused (429) instead of every connection being held (500 on one token were accepted).
 */
export const MAX_STREAMS_PER_LOGIN = 10;
export const TOO_MANY_STREAMS = "Too many live-update connections for this login. Close some tabs and try again.";

/** Frames waiting for a client that does not read before it is cut off (it resumes on reconnect). */
const MAX_QUEUED_FRAMES = 256;

const encoder = new TextEncoder();

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // Personal, so never stored (private, no-store); no-transform: compression (Next's, a proxy's) would hold
  // frames back until a buffer fills.
  "cache-control": "private, no-store, no-transform",
  "x-accel-buffering": "no",
} as const;

/** A stream that passed its checks: the first bytes to send, then `open` hands it to the hub. */
export type PreparedStream = {
  /** The retry interval and the `ready` frame carrying the cursor. */
  hello: Uint8Array;
  /** Adds the sink to the hub (caught up from the cursor at once); returns the removal, which is idempotent. */
  open(sink: StreamSink): () => void;
};

/**
 * What both doors of the stream share (the route handler below, and lib/live/node-door.ts on a long-running
 * Node server): the per-login cap (429), the cursor (Last-Event-ID or ?lastEventId=, 422 when it is not an
 * event id; else the scope's newest event, no replay) and the first frames. A `ready` frame carries the cursor
 * as its id, so an automatic reconnect resumes from it even before the first event.
 */
export async function prepareStream(
  request: Request,
  scope: Scope,
  {
    hub = liveHub(),
    lifetimeMs = streamLifetimeMs(),
    sessionId = null,
  }: { hub?: LiveHub; lifetimeMs?: number; sessionId?: string | null } = {},
): Promise<PreparedStream> {
  if (sessionId !== null && hub.sizeOf(sessionId) >= MAX_STREAMS_PER_LOGIN) {
    throw new AppError(429, TOO_MANY_STREAMS, undefined, { "Retry-After": String(RETRY_MS / 1000) });
  }
  const resume = resumeCursor(request);
  const resumed = parseEventId(resume);
  if (resume !== null && resumed === null) throw new AppError(422, "Last-Event-ID must be an event id");
  const cursor = resumed ?? (await latestEventId(scope));
  const hello = encoder.encode(
    formatFrame({ retry: RETRY_MS }) +
      formatFrame({ id: cursor.toString(), event: "ready", data: JSON.stringify({ lastEventId: cursor.toString() }) }),
  );
  return { hello, open: (sink) => hub.add(scope, cursor, sink, lifetimeMs, sessionId) };
}

/** The caller's stream as a web Response (the route handler's door: Vercel, `next dev`, and any server without the Node door). */
export async function orderEventStream(
  request: Request,
  scope: Scope,
  options: { hub?: LiveHub; lifetimeMs?: number; sessionId?: string | null } = {},
): Promise<Response> {
  const prepared = await prepareStream(request, scope, options);
  let remove: (() => void) | undefined;
  let done = false;
  const cleanup = () => {
    if (done) return;
    done = true;
    request.signal.removeEventListener("abort", cleanup);
    remove?.();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(prepared.hello);
      if (request.signal.aborted) {
        done = true;
        controller.close();
        return;
      }
      request.signal.addEventListener("abort", cleanup, { once: true });
      remove = prepared.open({
        write(chunk) {
          if (done || (controller.desiredSize ?? 0) < -MAX_QUEUED_FRAMES) return false;
          controller.enqueue(chunk);
          return true;
        },
        end() {
          const open = !done;
          cleanup();
          if (!open) return;
          try {
            controller.close();
          } catch {
            // already closed by the client going away
          }
        },
      });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, { headers: SSE_HEADERS });
}

/** Ends every stream of this instance and closes its bus connection (tests, a graceful shutdown). */
export async function shutdownLive(): Promise<void> {
  globalForLive.thaliPositionFeed?.stop();
  globalForLive.thaliPositionFeed = undefined;
  globalForLive.thaliLiveHub?.close();
  globalForLive.thaliLiveHub = undefined;
  await closeLiveBus();
}
