import "server-only";
import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { boundedBodyOr413 } from "@/lib/http/read-body";
import { publicOrigin } from "@/lib/http/public-url";
import { requestOrigin } from "@/lib/http/request-origin";

// next-auth's own routes (/api/auth/*) around its handlers, held to our rules:
// - Bodies: next-auth reads a POST with request.formData(), which buffers whatever is sent (a 300 MB
//   chunked POST took the server from 205 MB to 1.1 GB). The body is read here within our handlers' 1 MB
//   (413 past it, nothing more read) and handed on as bytes.
// - Hosts: next-auth builds its URLs (redirects, Google's redirect_uri) from X-Forwarded-Host and
//   X-Forwarded-Proto when they are there; those are the client's words unless a proxy we trust wrote them
//   (TRUST_PROXY_HOPS), so they are dropped otherwise.
// - Redirects: one back to this site leaves with a relative Location, so it lands on the origin the
//   browser used, whatever host the server was bound to or told.

type NextAuthHandler = (request: NextRequest) => Promise<Response>;

function forwardedHeaders(request: Request): Headers {
  const headers = new Headers(request.headers);
  if (env().TRUST_PROXY_HOPS === 0) {
    headers.delete("x-forwarded-host");
    headers.delete("x-forwarded-proto");
  }
  return headers;
}

/** `location` without its origin when it points back at this site; other sites (Google's) are left alone. */
function relativeLocation(location: string, request: Request): string {
  let target: URL;
  try {
    target = new URL(location, request.url);
  } catch {
    return location;
  }
  const own = new Set([new URL(request.url).origin, requestOrigin(request)]);
  const host = request.headers.get("host");
  if (host) own.add(`${target.protocol}//${host}`);
  const configured = publicOrigin();
  if (configured) own.add(configured);
  return own.has(target.origin) ? `${target.pathname}${target.search}${target.hash}` : location;
}

function withRelativeLocation(response: Response, request: Request): Response {
  const location = response.headers.get("location");
  if (!location) return response;
  const relative = relativeLocation(location, request);
  if (relative === location) return response;
  const headers = new Headers(response.headers);
  headers.set("location", relative);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** next-auth's handler for one method, with a bounded body, trusted hosts only and relative redirects. */
export function nextAuthRoute(handle: NextAuthHandler): (request: NextRequest) => Promise<Response> {
  return async (request) => {
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (request.method !== "GET" && request.method !== "HEAD") {
      const read = await boundedBodyOr413(request);
      if ("refusal" in read) return read.refusal;
      body = read.bytes;
    }
    const forwarded = new NextRequest(request.url, {
      method: request.method,
      headers: forwardedHeaders(request),
      ...(body && { body }),
    });
    return withRelativeLocation(await handle(forwarded), request);
  };
}
