import "server-only";
import { NextResponse } from "next/server";
import { z, ZodError } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { ensureXsrfCookieOnAnswer } from "@/lib/auth/respond";
import { getSessionContext, type SessionUser } from "@/lib/auth/session";
import { checkCsrf, requireSameSiteOrigin } from "@/lib/http/csrf";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "@/lib/http/db-unavailable";
import { withEditedHeaders } from "@/lib/http/edit-headers";
import { AppError, type ErrorBody } from "@/lib/http/errors";
import { readFormFields, readJsonBody, requireJsonContentType } from "@/lib/http/read-body";
import { countedRequest } from "@/lib/http/in-flight";
import { unsafeTextErrors } from "@/lib/http/unsafe-text";

// Who may do what, in two layers and never more: the role in the wrapper; ownership in the service,
// which takes the acting user. `auth` below says which kind of account may call (customer, restaurant,
// any user, anyone) and nothing else. Whether the order, dish, address or restaurant is the caller's is
// decided by the service the handler calls with `user` (lib/auth/ownership.ts), never by the handler:
// a route file parses input, calls the service with the session user and shapes the answer.

/** Who may call: anyone, any logged-in user, or only one user type (the role; ownership is the service's). */
export type Access = "public" | "user" | "customer" | "restaurant" | "rider" | "admin";

type UserFor<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;

type Options<A extends Access, B extends z.ZodType | undefined, Q extends z.ZodType | undefined> = {
  auth: A;
  body?: B;
  query?: Q;
  /**
   * Also read HTML form posts (urlencoded or multipart text fields) into the body, for a payment
   * provider's browser callback. JSON stays the default.
   */
  form?: boolean;
  /**
   * "signed": the request proves itself (a provider's signature over what it reports), so the
   * cross-site checks are skipped: the provider's page posts it from its own origin, without our
   * XSRF header. Only for routes whose whole effect is what the signed report says.
   */
  crossSite?: "signed";
  /**
   * A door that signs someone in or up (login, sign-up): only JSON (415 otherwise) with an Origin header
   * naming this site (403 when it is missing, "null" or foreign). These calls need no session, so the XSRF
   * token cannot guard them, and a cross-site form (text/plain, or from a sandboxed frame whose Origin is
   * "null") must not log a visitor into someone else's account (login CSRF) or sign up from their browser.
   */
  signIn?: true;
};

type Context<A extends Access, B, Q> = {
  request: Request;
  user: UserFor<A>;
  /** How the caller authenticated: the session cookie, a Bearer access token, or not at all. */
  via: "bearer" | "cookie" | null;
  body: B extends z.ZodType ? z.infer<B> : undefined;
  query: Q extends z.ZodType ? z.infer<Q> : undefined;
  params: Record<string, string | string[] | undefined>;
};

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export function jsonError(status: number, body: ErrorBody): NextResponse<ErrorBody> {
  return NextResponse.json(body, { status });
}

function fieldErrors(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** While the database is down every request fails the same way: log it once in a while, not per request. */
const OUTAGE_LOG_INTERVAL_MS = 5_000;
let outageLog = { loggedAt: 0, suppressed: 0 };

function logDatabaseUnavailable(error: unknown): void {
  const now = Date.now();
  if (now - outageLog.loggedAt < OUTAGE_LOG_INTERVAL_MS) {
    outageLog.suppressed += 1;
    return;
  }
  const more = outageLog.suppressed ? ` (${outageLog.suppressed} more since the last report)` : "";
  outageLog = { loggedAt: now, suppressed: 0 };
  const reason = error instanceof Error ? `${error.name}: ${error.message.split("\n").at(-1)?.trim()}` : String(error);
  console.warn(`Database unavailable, answering 503${more}: ${reason}`);
}

/** Maps anything thrown by a handler to the one error shape; unknown errors never leak details. */
export function toErrorResponse(error: unknown): NextResponse<ErrorBody> {
  if (error instanceof AppError) {
    const response = jsonError(error.status, { message: error.message, ...(error.errors && { errors: error.errors }) });
    for (const [name, value] of Object.entries(error.headers ?? {})) response.headers.set(name, value);
    return response;
  }
  if (error instanceof ZodError) {
    return jsonError(422, { message: "Some fields are missing or invalid", errors: fieldErrors(error) });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return jsonError(404, { message: "Not found" });
    if (error.code === "P2002") return jsonError(409, { message: "That already exists" });
  }
  // The database is down or restarting: a 503 the client may retry, not a 500 (the pool reconnects by itself).
  if (isDatabaseUnavailable(error)) {
    logDatabaseUnavailable(error);
    return NextResponse.json(
      { message: DATABASE_UNAVAILABLE_MESSAGE },
      { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } },
    );
  }
  console.error("Unhandled error in route handler", error);
  return jsonError(500, { message: "Something went wrong on our side. Please try again." });
}

/** Whether the body is an HTML form post rather than JSON. */
export function isFormPost(request: Request): boolean {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** The body, read with a ceiling (JSON 1 MB, form posts 64 kB): 413 past it, never buffered whole first. */
async function readBody(request: Request, form: boolean): Promise<unknown> {
  if (form && isFormPost(request)) return readFormFields(request);
  return readJsonBody(request);
}

/** Refuses (422) NUL characters and lone surrogates, which PostgreSQL cannot store, before zod and the database. */
function assertStorableText(input: unknown): unknown {
  const errors = unsafeTextErrors(input);
  if (Object.keys(errors).length > 0) throw new AppError(422, "Some fields are missing or invalid", errors);
  return input;
}

/** What a guarded call answers to credentials that were sent but are expired, revoked or invalid. */
const SESSION_ENDED_MESSAGE = "Your session has expired. Please log in again.";

function checkAccess(access: Access, user: SessionUser | null, presented: boolean): void {
  if (access === "public") return;
  // Section 8: the spec's client renews its session on 403 only (order calls, most owner screens), so a
  // session that was sent but has ended answers 403; 401 is kept for a caller that sent nothing at all.
  if (!user)
    throw presented ? new AppError(403, SESSION_ENDED_MESSAGE) : new AppError(401, "Please log in to continue");
  if (access !== "user" && user.userType !== access) {
    throw new AppError(403, `Only ${access} accounts can do this`);
  }
}

/** `private, no-store` on a personal answer, unless its route set a stricter or streaming policy itself. */
function keptPrivate(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  return withEditedHeaders(response, (headers) => headers.set("cache-control", PRIVATE_NO_STORE));
}

const PRIVATE_NO_STORE = "private, no-store";

/**
 * The wrapper every route handler uses: reads the session, refuses cross-site writes, checks the role, parses the query
 * and body with zod, and maps errors to `{ message, errors? }` with the right status.
 * A handler returns plain data (sent as JSON 200) or a Response of its own.
 * Reading the session reads the request, so a GET through it is never cached: no `dynamic` export is needed.
 */
export function handler<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(options: Options<A, B, Q>, fn: (ctx: Context<A, B, Q>) => Promise<unknown>) {
  return (request: Request, routeContext?: RouteContext): Promise<Response> =>
    countedRequest(() => answer(request, routeContext));
  async function answer(request: Request, routeContext?: RouteContext): Promise<Response> {
    // An answer about someone (their orders, addresses, settings, stream) or to a guarded call is never
    // stored by a shared cache or kept by the browser: set once the caller is known, unless the route chose.
    let personal = options.auth !== "public";
    try {
      const { user, via, presented } = await getSessionContext(request);
      if (options.crossSite !== "signed") checkCsrf(request, via);
      if (options.signIn) {
        requireSameSiteOrigin(request);
        requireJsonContentType(request);
      }
      if (user) personal = true;
      checkAccess(options.auth, user, presented);
      const url = new URL(request.url);
      const query = options.query
        ? options.query.parse(assertStorableText(Object.fromEntries(url.searchParams)))
        : undefined;
      const body = options.body
        ? options.body.parse(assertStorableText(await readBody(request, options.form ?? false)))
        : undefined;
      const params = routeContext ? await routeContext.params : {};
      const result = await fn({ request, user: user as UserFor<A>, via, body, query, params } as Context<A, B, Q>);
      const response = result instanceof Response ? result : NextResponse.json(result);
      return ensureXsrfCookieOnAnswer(personal ? keptPrivate(response) : response, request);
    } catch (error) {
      const response = toErrorResponse(error);
      return ensureXsrfCookieOnAnswer(personal ? keptPrivate(response) : response, request);
    }
  }
}
