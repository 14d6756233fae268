import "server-only";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { ensureXsrfCookieOnAnswer } from "@/lib/auth/respond";
import { getSessionContext } from "@/lib/auth/session";
import { apiSecurityHeaders } from "@/lib/http/security-headers";
import { scopeOf } from "@/lib/live/service";
import { prepareStream, SSE_HEADERS } from "@/lib/live/stream";

// The live stream's second door, on a long-running Node server (`npm start`, `next start`, the standalone
// server.js): GET /api/orderEvents/stream answered on Node's own response, beside Next's router instead of
// through it. Through the route handler every open stream kept Next's per-request machinery alive for as long
// as it stayed open (the web Request and its AbortSignal, the response's web-stream pipe, the request's async
// contexts and pending promises): 72.6 kB of V8 heap and 94 kB of RSS per stream at 10,000 streams (bench/live.json
// of 2026-11-29), where issue 32 allows 20 kB. Here a stream holds the socket, Node's request and response, and
// its hub subscription (docs/decisions/0018-live-stream-node-door.md).
//
// Only a stream that is going to open is answered here: a caller without a live session, one over its login's
// stream cap, a malformed Last-Event-ID or a database error falls through to the route handler, which answers
// exactly as it always has (the same checks run again there). The route handler also stays the only door on
// Vercel and wherever this is not installed. Its answer carries the same headers as the route's.

const PATH = "/api/orderEvents/stream";
/** Bytes waiting for a client that does not read before it is cut off (it resumes on reconnect). */
const MAX_BUFFERED_BYTES = 64 * 1024;
const INSTALLED = Symbol.for("thali.live-stream-node-door");

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/** Whether Node's request is one this door takes: a GET of the stream's path (any query). */
export function isStreamRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" || !req.url) return false;
  const url = req.url;
  return url === PATH || url.startsWith(`${PATH}?`);
}

/** A web Request with Node's request's address and headers (no body: a GET), for the shared checks. */
function webRequestOf(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const host = req.headers.host ?? "localhost";
  return new Request(new URL(req.url ?? PATH, `http://${host}`), { headers });
}

/**
 * Answers the stream on `res` when the caller may open one (true), or leaves both untouched (false) for the
 * route handler to answer.
 */
async function answerOnNode(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  let prepared;
  let headers: Headers;
  try {
    const request = webRequestOf(req);
    const { user } = await getSessionContext(request);
    if (!user) return false;
    prepared = await prepareStream(request, scopeOf(user), { sessionId: user.sessionId });
    // The route's headers: the stream's own, the XSRF cookie a first answer sets, the API's security headers.
    headers = ensureXsrfCookieOnAnswer(new Response(null, { headers: SSE_HEADERS }), request).headers;
    for (const [name, value] of apiSecurityHeaders(request.headers.get("x-forwarded-proto"))) headers.set(name, value);
  } catch {
    return false;
  }
  if (res.destroyed || req.destroyed) return true;
  res.writeHead(200, [...headers.entries()].flat());
  res.write(prepared.hello);
  let done = false;
  const remove = prepared.open({
    write(chunk) {
      if (done || res.writableLength > MAX_BUFFERED_BYTES) return false;
      res.write(chunk);
      return true;
    },
    end() {
      if (done) return;
      done = true;
      res.end();
    },
  });
  res.once("close", () => {
    done = true;
    remove();
  });
  return true;
}

/**
 * Installs the door on every HTTP server of this process (Node's http.Server.prototype.emit, as the peer-address
 * preload of scripts/lib/peer-address.cjs does): a stream request is held back from Next until the door has
 * decided, then either answered here or handed on unchanged. Idempotent.
 */
export function installStreamDoor(Server: typeof http.Server = http.Server): void {
  const proto = Server.prototype as unknown as { emit: Emit & { [INSTALLED]?: true } };
  const emit = proto.emit;
  if (emit[INSTALLED]) return;
  const withDoor: Emit & { [INSTALLED]?: true } = function (this: http.Server, event, ...args) {
    const [req, res] = args as [IncomingMessage | undefined, ServerResponse | undefined];
    if (event !== "request" || !req || !res || !isStreamRequest(req)) return emit.call(this, event, ...args);
    answerOnNode(req, res).then(
      (answered) => answered || emit.call(this, event, ...args),
      () => emit.call(this, event, ...args),
    );
    return true;
  };
  withDoor[INSTALLED] = true;
  proto.emit = withDoor;
}
