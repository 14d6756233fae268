// Every route handler of the app, found on the file system (app/**/route.ts) rather than listed by
// hand, so a new endpoint is seen by the authorization matrix and the fuzzed-input tests at once.
// And one way to call a handler directly, as Next would, with a session and a body.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** "POST /api/cancelOrder", "POST /api/login/[usertype]": a method and the route's folder under app/. */
export type RouteKey = `${HttpMethod} /${string}`;

export type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export type DiscoveredRoute = {
  key: RouteKey;
  method: HttpMethod;
  route: `/${string}`;
  file: string;
  handler: RouteHandler;
};

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");

/** "/api/login/[usertype]" for app/api/(accounts)/login/[usertype]/route.ts; route groups "(x)" are not in URLs. */
function routeOf(file: string): `/${string}` {
  const segments = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.+\)$/.test(s));
  return `/${segments.join("/")}`;
}

function routeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...routeFiles(full));
    else if (entry.name === "route.ts") out.push(full);
  }
  return out;
}

/** Every route handler file of the app with its route ("/api/login/[usertype]"), sorted by route; not imported. */
export function routeTable(): Array<{ route: `/${string}`; file: string }> {
  return routeFiles(APP)
    .map((file) => ({ route: routeOf(file), file }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** True when the app has a handler file for `route` (e.g. "/api/addMenuItem"). */
export function routeFileExists(route: string): boolean {
  return routeTable().some((entry) => entry.route === route);
}

/** Every (method, route) the app answers, with its handler, sorted by route. */
export async function discoverRoutes(): Promise<DiscoveredRoute[]> {
  const out: DiscoveredRoute[] = [];
  for (const file of routeFiles(APP).sort()) {
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const route = routeOf(file);
    for (const method of HTTP_METHODS) {
      const handler = mod[method];
      if (typeof handler === "function") {
        out.push({ key: `${method} ${route}`, method, route, file, handler: handler as RouteHandler });
      }
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** The `auth` a route file's handler() gives each exported method ("GET" -> "customer"). */
export function accessOf(file: string): Map<string, string> {
  const source = readFileSync(file, "utf8");
  const out = new Map<string, string>();
  for (const match of source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = handler\(\s*\{\s*auth: "(\w+)"/g)) {
    out.set(match[1]!, match[2]!);
  }
  return out;
}

/** A request as a test describes it: the path with its query, a body, extra headers and cookies. */
export type Call = {
  /** Path and query, e.g. "/api/getOrdersByCustomerId?_id=…". */
  path: string;
  /** JSON-encoded unless it is a string (sent as is), FormData or URLSearchParams. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cookies added to the caller's own. */
  cookies?: Record<string, string>;
  /** The dynamic segments ([usertype], [...path]) as Next passes them. */
  params?: Record<string, string | string[]>;
};

export type Answer = { status: number; contentType: string; text: string };

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (typeof body === "string") return { body, contentType: "text/plain;charset=UTF-8" };
  if (body instanceof FormData) return { body };
  if (body instanceof URLSearchParams) return { body, contentType: "application/x-www-form-urlencoded" };
  return { body: JSON.stringify(body), contentType: "application/json" };
}

/** Calls `handler` with `call` as `session` (headers of a caller, {} for a visitor); reads the whole answer. */
export async function invoke(
  handler: RouteHandler,
  method: HttpMethod,
  call: Call,
  session: Record<string, string>,
): Promise<Answer> {
  const { body, contentType } = encodeBody(call.body);
  const headers = new Headers({ ...(contentType && { "content-type": contentType }), ...session, ...call.headers });
  const cookies = Object.entries(call.cookies ?? {}).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  if (cookies.length) headers.set("cookie", [headers.get("cookie"), ...cookies].filter(Boolean).join("; "));
  const request = new NextRequest(`http://localhost${call.path}`, {
    method,
    headers,
    ...(body !== undefined && method !== "GET" && method !== "HEAD" && { body }),
  });
  const response = await handler(request, { params: Promise.resolve(call.params ?? {}) });
  const type = response.headers.get("content-type") ?? "";
  // A stream (server-sent events) never ends by itself: its status and type are the answer.
  if (type.startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, contentType: type, text: "" };
  }
  return { status: response.status, contentType: type, text: await response.text() };
}
