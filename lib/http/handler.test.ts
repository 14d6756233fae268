import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { SessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/http/errors";
import { requestsInFlight } from "@/lib/http/in-flight";
import { Prisma } from "@/lib/generated/prisma/client";

const session = vi.hoisted(() => ({ user: null as SessionUser | null, presented: false }));
vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () => ({
    user: session.user,
    via: session.user ? "bearer" : null,
    presented: session.presented || session.user !== null,
  }),
}));

const { handler } = await import("./handler");

const customer: SessionUser = {
  id: "u1",
  username: "Asha",
  email: "a@example.test",
  userType: "customer",
  restaurantId: null,
  sessionId: "s1",
};
const post = (body: string) => new Request("http://localhost/api/x", { method: "POST", body });

describe("handler", () => {
  beforeEach(() => {
    session.user = null;
    session.presented = false;
  });

  it("answers plain data as JSON 200 and passes a Response through", async () => {
    const data = handler({ auth: "public" }, async () => ({ ok: true }));
    const res = await data(new Request("http://localhost/api/x"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    const own = handler({ auth: "public" }, async () => new Response(null, { status: 204 }));
    expect((await own(new Request("http://localhost/api/x"))).status).toBe(204);
  });

  it("parses the body and query with zod and answers 422 with field errors", async () => {
    const fn = vi.fn(async () => ({}));
    const route = handler({ auth: "public", body: z.object({ email: z.string().email(), n: z.number() }) }, fn);
    const res = await route(post(JSON.stringify({ email: "nope" })));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("Some fields are missing or invalid");
    expect(Object.keys(body.errors).sort()).toEqual(["email", "n"]);
    expect(fn).not.toHaveBeenCalled();

    const query = handler({ auth: "public", query: z.object({ _id: z.string().min(1) }) }, async ({ query }) => query);
    expect(await (await query(new Request("http://localhost/api/x?_id=abc"))).json()).toEqual({ _id: "abc" });
    expect((await query(new Request("http://localhost/api/x"))).status).toBe(422);
  });

  it("answers 422 to NUL characters and lone surrogates in the body or query, before the handler runs", async () => {
    // PostgreSQL cannot store them: they used to reach the database and answer 500 (found by tests/authz fuzzing).
    const fn = vi.fn(async () => ({}));
    const route = handler({ auth: "public", body: z.object({ name: z.string() }) }, fn);
    const res = await route(post(JSON.stringify({ name: "Asha\u0000" })));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: "Some fields are missing or invalid",
      errors: { name: ["Contains characters that are not allowed"] },
    });
    const query = handler({ auth: "public", query: z.object({ q: z.string() }) }, fn);
    expect((await query(new Request("http://localhost/api/x?q=%00"))).status).toBe(422);
    expect((await route(post('{"name":"\\ud800"}'))).status).toBe(422);
    expect(fn).not.toHaveBeenCalled();
  });

  it("answers 400 to a body that is not JSON", async () => {
    const route = handler({ auth: "public", body: z.object({}) }, async () => ({}));
    const res = await route(post("{not json"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The request body must be valid JSON" });
  });

  it("answers 401 without a session and 403 for the wrong user type", async () => {
    const fn = vi.fn(async () => ({}));
    const route = handler({ auth: "restaurant" }, fn);
    expect((await route(new Request("http://localhost/api/x"))).status).toBe(401);
    session.user = customer;
    const res = await route(new Request("http://localhost/api/x"));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Only restaurant accounts can do this" });
    expect(fn).not.toHaveBeenCalled();
  });

  it("answers 403 (the spec client's cue to refresh) to credentials that were sent but have ended", async () => {
    // Issue 27 #14: an expired, revoked or invalid session answered 401, which the spec's order calls and
    // owner screens never refresh on. Nothing sent at all stays 401.
    const route = handler({ auth: "customer" }, async () => ({}));
    session.presented = true;
    const res = await route(new Request("http://localhost/api/x"));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Your session has expired. Please log in again." });
    session.presented = false;
    expect((await route(new Request("http://localhost/api/x"))).status).toBe(401);
  });

  it("sends private, no-store on every answer to a logged-in caller or a guarded call", async () => {
    // Issue 27 #7: personal answers carried no Cache-Control at all.
    const guarded = handler({ auth: "customer" }, async () => ({ orders: [] }));
    const open = handler({ auth: "public" }, async () => ({ list: [] }));
    const own = handler({ auth: "user" }, async () => new Response("x", { headers: { "cache-control": "no-cache" } }));
    const redirect = handler({ auth: "user" }, async () => Response.redirect("http://localhost/x", 303));
    expect((await guarded(new Request("http://localhost/api/x"))).headers.get("cache-control")).toBe(
      "private, no-store",
    );
    expect((await open(new Request("http://localhost/api/x"))).headers.get("cache-control")).toBeNull();
    session.user = customer;
    for (const route of [guarded, open, redirect]) {
      expect((await route(new Request("http://localhost/api/x"))).headers.get("cache-control")).toBe(
        "private, no-store",
      );
    }
    expect((await own(new Request("http://localhost/api/x"))).headers.get("cache-control")).toBe("no-cache");
  });

  it("counts a request in flight while it is answered, not while its stream's body goes on", async () => {
    let seen = -1;
    const stream = handler({ auth: "public" }, async () => {
      seen = requestsInFlight();
      return new Response(new ReadableStream({ start() {} }));
    });
    const res = await stream(new Request("http://localhost/api/x"));
    expect(seen).toBe(1);
    expect(res.body).not.toBeNull();
    expect(requestsInFlight()).toBe(0);
    const failing = handler({ auth: "public" }, async () => {
      throw new Error("boom");
    });
    expect((await failing(new Request("http://localhost/api/x"))).status).toBe(500);
    expect(requestsInFlight()).toBe(0);
  });

  it("hands the session user to the handler", async () => {
    session.user = customer;
    const route = handler({ auth: "customer" }, async ({ user }) => ({ id: user.id }));
    expect(await (await route(new Request("http://localhost/api/x"))).json()).toEqual({ id: "u1" });
  });

  it("maps AppError to its status, Prisma not-found to 404, and hides anything else behind a 500", async () => {
    const appError = handler({ auth: "public" }, async () => {
      throw new AppError(409, "Already cancelled");
    });
    const res = await appError(new Request("http://localhost/api/x"));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Already cancelled" });

    const missing = handler({ auth: "public" }, async () => {
      throw new Prisma.PrismaClientKnownRequestError("gone", { code: "P2025", clientVersion: "test" });
    });
    expect((await missing(new Request("http://localhost/api/x"))).status).toBe(404);

    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const crash = handler({ auth: "public" }, async () => {
      throw new Error("secret connection string leaked");
    });
    const crashed = await crash(new Request("http://localhost/api/x"));
    expect(crashed.status).toBe(500);
    expect(JSON.stringify(await crashed.json())).not.toContain("secret");
    spy.mockRestore();
  });

  it("answers 503 with Retry-After while the database is unreachable, whatever layer reports it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors: unknown[] = [
      new Prisma.PrismaClientKnownRequestError("Can't reach database server", { code: "P1001", clientVersion: "test" }),
      new Prisma.PrismaClientKnownRequestError("Server has closed the connection.", {
        code: "P1017",
        clientVersion: "test",
      }),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      new Error("Connection terminated unexpectedly"),
    ];
    for (const error of errors) {
      const route = handler({ auth: "public" }, async () => {
        throw error;
      });
      const res = await route(new Request("http://localhost/api/x"));
      expect(res.status, String(error)).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect(await res.json()).toEqual({
        message: "The service is temporarily unavailable. Please try again in a moment.",
      });
    }
    // an outage is logged now and then, not once per request
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
    warn.mockRestore();

    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const bug = handler({ auth: "public" }, async () => {
      throw Object.assign(new Error("syntax error at or near"), { code: "42601" });
    });
    expect((await bug(new Request("http://localhost/api/x"))).status).toBe(500);
    spy.mockRestore();
  });
  it("signIn: answers 403 without a same-site Origin and 415 without JSON, before the handler runs", async () => {
    const fn = vi.fn(async () => ({ ok: true }));
    const route = handler({ auth: "public", body: z.object({ email: z.string() }), signIn: true }, fn);
    const call = (headers: Record<string, string>) =>
      route(new Request("http://localhost/api/x", { method: "POST", body: '{"email":"a"}', headers }));
    const json = { "content-type": "application/json" };
    expect((await call(json)).status).toBe(403);
    expect((await call({ ...json, origin: "null" })).status).toBe(403);
    expect((await call({ ...json, origin: "https://evil.example" })).status).toBe(403);
    expect((await call({ "content-type": "text/plain", origin: "http://localhost" })).status).toBe(415);
    expect(fn).not.toHaveBeenCalled();
    const ok = await call({ ...json, origin: "http://localhost" });
    expect(ok.status).toBe(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("answers 413 for a JSON body over 1 MB, before zod or the handler", async () => {
    const fn = vi.fn(async () => ({}));
    const route = handler({ auth: "public", body: z.object({}).passthrough() }, fn);
    const res = await route(post(JSON.stringify({ pad: "x".repeat(1024 * 1024) })));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The request body is too large" });
    expect(fn).not.toHaveBeenCalled();
  });
});
