// A client that behaves like the spec's browser client (section 7), for contract tests: it calls the
// app's route handlers in-process by PATH, as a browser would reach them through Next, with
// credentials (a cookie jar filled from Set-Cookie answers and sent back), the XSRF-TOKEN cookie
// echoed as X-XSRF-TOKEN on writes, an Origin like a browser's, and an address of its own (rate limits
// are per address). It knows no Bearer tokens and no paging: only what the spec's call table says.
//
// Every route under app/ is reachable (found on disk, imported on first use), so a new route needs no
// registration here; `extraRoutes` puts a handler of the test's own at a path, ahead of those on disk.
// Every answer of a route on disk is checked against its operation in the OpenAPI registry
// (lib/openapi/validate.ts): an undocumented status or a body its schema refuses fails the test.
import { NextRequest } from "next/server";
import { answerProblem } from "@/lib/openapi/validate";
import { routeTable } from "@/tests/authz/routes";
import { randomIp } from "@/tests/support/accounts";

type Method = "GET" | "POST";
type Params = Record<string, string | string[]>;
type RouteHandler = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

/** "POST /api/paymentVerification" or "POST /api/login/[usertype]" -> the handler to call there. */
type RouteMap = Record<`${Method} /${string}`, RouteHandler>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer is read field by field, as the spec's client reads it
export type SpecAnswer = { status: number; body: any; contentType: string };

type Query = Record<string, string | number | boolean | null | undefined>;

export type SpecClientOptions = {
  /** The page's origin: sent as Origin on writes, as a browser does. */
  origin?: string;
  /** The Host the app sees when a proxy in front rewrote it (the request URL carries it too). */
  host?: string;
  /** This client's address (X-Forwarded-For); a random one of its own by default. */
  ip?: string;
  /** Handlers at paths of the test's choosing, found before the app's own routes. */
  extraRoutes?: Partial<RouteMap>;
};

export type SpecClient = {
  readonly ip: string;
  /** A GET of `path` (an absolute URL from an answer is fine: its path is used) with a query. */
  get(path: string, query?: Query): Promise<SpecAnswer>;
  /** A POST of `path` with a JSON body, a multipart FormData, or no body at all (undefined). */
  post(path: string, body?: unknown, query?: Query): Promise<SpecAnswer>;
  /** The value of a cookie the client holds, decoded, as `document.cookie` shows it to scripts. */
  cookie(name: string): string | undefined;
};

const XSRF_COOKIE = "XSRF-TOKEN";
const XSRF_HEADER = "X-XSRF-TOKEN";

type Pattern = {
  segments: string[];
  /** The app's route ("/api/login/[usertype]"); none for a test's own handler. */
  route?: string;
  handler: (method: Method) => Promise<RouteHandler | undefined>;
};

/** How general a route is: static segments first, then one-segment parameters, then catch-alls. */
function generality(segments: string[]): number {
  return segments.reduce((sum, s) => sum + (s.startsWith("[...") ? 100 : s.startsWith("[") ? 1 : 0), 0);
}

function patternsOf(extraRoutes: Partial<RouteMap>): Array<Pattern & { method?: Method }> {
  const extra = Object.entries(extraRoutes).map(([key, handler]) => {
    const [method, route] = key.split(" ") as [Method, string];
    return { method, segments: route.split("/").filter(Boolean), handler: async () => handler };
  });
  const onDisk = routeTable()
    .map(({ route, file }) => ({
      route,
      segments: route.split("/").filter(Boolean),
      handler: async (method: Method) => {
        const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
        return typeof mod[method] === "function" ? (mod[method] as RouteHandler) : undefined;
      },
    }))
    .sort((a, b) => generality(a.segments) - generality(b.segments));
  return [...extra, ...onDisk];
}

/** The dynamic segments of `path` if `pattern` (["api", "login", "[usertype]"]) matches it. */
function match(pattern: string[], path: string[]): Params | null {
  const params: Params = {};
  for (const [i, segment] of pattern.entries()) {
    const catchAll = /^\[\.\.\.(.+)\]$/.exec(segment);
    if (catchAll) {
      if (i >= path.length) return null;
      params[catchAll[1]!] = path.slice(i).map(decodeURIComponent);
      return params;
    }
    const part = path[i];
    if (part === undefined) return null;
    const dynamic = /^\[(.+)\]$/.exec(segment);
    if (dynamic) params[dynamic[1]!] = decodeURIComponent(part);
    else if (segment !== part) return null;
  }
  return pattern.length === path.length ? params : null;
}

/** name=value pairs of Set-Cookie lines; a cleared cookie (Max-Age=0 or empty) is null. */
function setCookiesOf(response: Response): Array<[string, string | null]> {
  return response.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(";");
    const eq = pair!.indexOf("=");
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
    return [name, expired || value === "" ? null : value];
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function specClient(options: SpecClientOptions = {}): SpecClient {
  const origin = options.origin ?? "http://localhost:3000";
  const base = options.host ? `http://${options.host}` : origin;
  const ip = options.ip ?? randomIp();
  const patterns = patternsOf(options.extraRoutes ?? {});
  /** name -> the value as the server set it (still URL-encoded), as a browser keeps it. */
  const jar = new Map<string, string>();

  async function call(method: Method, target: string, body: unknown, query: Query = {}): Promise<SpecAnswer> {
    const url = new URL(target, base);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const requestUrl = new URL(`${url.pathname}${url.search}`, base);
    const segments = url.pathname.split("/").filter(Boolean);

    let found: { handler: RouteHandler; params: Params; route?: string } | undefined;
    for (const pattern of patterns) {
      if (pattern.method && pattern.method !== method) continue;
      const params = match(pattern.segments, segments);
      if (!params) continue;
      const handler = await pattern.handler(method);
      if (handler) {
        found = { handler, params, route: pattern.route };
        break;
      }
    }
    if (!found) return { status: 404, body: { message: `No route for ${method} ${url.pathname}` }, contentType: "" };

    const headers = new Headers({ "x-forwarded-for": ip });
    if (options.host) headers.set("host", options.host);
    if (jar.size) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    let payload: BodyInit | undefined;
    if (method !== "GET") {
      headers.set("origin", origin);
      const xsrf = jar.get(XSRF_COOKIE);
      if (xsrf) headers.set(XSRF_HEADER, safeDecode(xsrf));
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        payload = JSON.stringify(body);
        headers.set("content-type", "application/json");
      }
    }
    const request = new NextRequest(requestUrl, { method, headers, ...(payload !== undefined && { body: payload }) });
    const response = await found.handler(request, { params: Promise.resolve(found.params) });

    for (const [name, value] of setCookiesOf(response)) {
      if (value === null) jar.delete(name);
      else jar.set(name, value);
    }
    const contentType = response.headers.get("content-type") ?? "";
    const answer = contentType.includes("json") ? await response.json() : await response.arrayBuffer();
    // The API's routes only: the app's other route files (uploaded images) are not API calls.
    if (found.route?.startsWith("/api/")) {
      const problem = answerProblem(method, found.route, { status: response.status, contentType, body: answer });
      if (problem) throw new Error(`The answer does not match the OpenAPI document: ${problem}`);
    }
    return { status: response.status, body: answer, contentType };
  }

  return {
    ip,
    get: (target, query) => call("GET", target, undefined, query),
    post: (target, body, query) => call("POST", target, body, query),
    cookie: (name) => {
      const value = jar.get(name);
      return value === undefined ? undefined : safeDecode(value);
    },
  };
}
