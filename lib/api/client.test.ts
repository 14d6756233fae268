import { describe, expect, it, vi } from "vitest";
import {
  ApiError,
  createApiFetch,
  errorFromFailure,
  errorFromResponse,
  loginRedirectUrl,
  readCookie,
  shouldRefresh,
  type ApiEnvironment,
} from "@/lib/api/client";

type Call = { path: string; init: RequestInit };

/** A fake browser: answers calls in order and records them. */
function fakeEnvironment(answers: Array<Response | Error>, cookie = "XSRF-TOKEN=abc%3D; theme=dark") {
  const calls: Call[] = [];
  const assign = vi.fn();
  const env: ApiEnvironment = {
    fetch: async (input, init) => {
      calls.push({ path: String(input), init: init ?? {} });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected call to ${String(input)}`);
      if (next instanceof Error) throw next;
      return next;
    },
    cookie: () => cookie,
    location: { pathname: "/orders", search: "?sort=pending", assign },
  };
  return { env, calls, assign };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("readCookie", () => {
  it("finds and decodes one cookie among several", () => {
    expect(readCookie("a=1; XSRF-TOKEN=abc%3D; b=2", "XSRF-TOKEN")).toBe("abc=");
    expect(readCookie("XSRF-TOKEN-OLD=x", "XSRF-TOKEN")).toBeNull();
    expect(readCookie("", "XSRF-TOKEN")).toBeNull();
  });
});

describe("shouldRefresh", () => {
  it("renews the session on 401 and 403 from protected calls only", () => {
    expect(shouldRefresh("/api/updateUserEmail", 401)).toBe(true);
    expect(shouldRefresh("/api/getOrdersByCustomerId?_id=1", 403)).toBe(true);
    expect(shouldRefresh("/api/updateUserEmail", 422)).toBe(false);
    expect(shouldRefresh("/api/login/customer", 401)).toBe(false);
    expect(shouldRefresh("/api/signup/customer", 401)).toBe(false);
    expect(shouldRefresh("/api/restaurantSignup", 403)).toBe(false);
    expect(shouldRefresh("/api/refreshAccessToken", 401)).toBe(false);
  });
});

describe("error messages", () => {
  it("uses the server's message and field errors", () => {
    const error = errorFromResponse(422, {
      message: "Email should be valid",
      errors: { email: ["Email should be valid"] },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe("Email should be valid");
    expect(error.errors).toEqual({ email: ["Email should be valid"] });
  });

  it("falls back to the spec's generic texts", () => {
    expect(errorFromResponse(502, null).message).toBe("Request failed with status code 502");
    expect(errorFromResponse(500, { message: "" }).message).toBe("Request failed with status code 500");
    expect(errorFromResponse(400, { message: "Bad", errors: "nope" }).errors).toBeUndefined();
    expect(errorFromFailure(new TypeError("Failed to fetch")).message).toBe("Network Error");
    expect(errorFromFailure(new DOMException("aborted", "AbortError")).message).toBe("Request aborted");
  });

  it("remembers the current path in the login redirect", () => {
    expect(loginRedirectUrl("restaurant", { pathname: "/restaurant/menu", search: "?q=a b" })).toBe(
      "/auth/login/restaurant?redirect=%2Frestaurant%2Fmenu%3Fq%3Da%20b",
    );
  });
});

describe("apiFetch", () => {
  it("sends JSON with same-origin credentials and the XSRF header on writes", async () => {
    const { env, calls } = fakeEnvironment([json(200, { message: "ok" })]);
    const result = await createApiFetch(env)<{ message: string }>("/api/updateUserEmail", {
      method: "POST",
      json: { email: "a@b.in" },
    });
    expect(result).toEqual({ message: "ok" });
    expect(calls).toHaveLength(1);
    const init = calls[0]!.init;
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"email":"a@b.in"}');
    expect(init.headers).toMatchObject({ "content-type": "application/json", "X-XSRF-TOKEN": "abc=" });
  });

  it("fetches the XSRF token before a first write from a page served from the cache (which sets no cookie)", async () => {
    // Issue 27 #11: cached pages no longer carry Set-Cookie; the token comes with any API answer.
    let jar = "theme=dark";
    const paths: string[] = [];
    const headersOf: Array<RequestInit["headers"]> = [];
    const env: ApiEnvironment = {
      fetch: async (input, init) => {
        paths.push(String(input));
        headersOf.push(init?.headers);
        if (String(input) === "/api/me") jar = "theme=dark; XSRF-TOKEN=fresh";
        return json(200, { message: "ok" });
      },
      cookie: () => jar,
      location: { pathname: "/", search: "", assign: vi.fn() },
    };
    const api = createApiFetch(env);
    await api("/api/markRestaurantAsFavourite", { json: { restaurant_id: "r1" } });
    expect(paths).toEqual(["/api/me", "/api/markRestaurantAsFavourite"]);
    expect(headersOf[1]).toMatchObject({ "X-XSRF-TOKEN": "fresh" });
    await api("/api/markRestaurantAsFavourite", { json: { restaurant_id: "r2" } });
    expect(paths).toHaveLength(3);
  });

  it("sends a FormData body untouched and no XSRF header on reads", async () => {
    const { env, calls } = fakeEnvironment([json(200, { imageUrl: "/x.png" }), json(200, { restaurants: [] })]);
    const api = createApiFetch(env);
    const form = new FormData();
    form.set("folderName", "RestaurantImages");
    await api("/api/uploadToCloudinary", { form });
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.headers).not.toHaveProperty("content-type");
    await api("/api/fetchRestaurants");
    expect(calls[1]!.init.method).toBe("GET");
    expect(calls[1]!.init.headers).not.toHaveProperty("X-XSRF-TOKEN");
  });

  it("throws ApiError with the server's message", async () => {
    const { env } = fakeEnvironment([json(409, { message: "An account with this email already exists" })]);
    await expect(createApiFetch(env)("/api/signup/customer", { json: {} })).rejects.toMatchObject({
      status: 409,
      message: "An account with this email already exists",
    });
  });

  it("turns a failed connection into 'Network Error'", async () => {
    const { env } = fakeEnvironment([new TypeError("Failed to fetch")]);
    await expect(createApiFetch(env)("/api/logout", { json: {} })).rejects.toMatchObject({
      status: 0,
      message: "Network Error",
    });
  });

  it("renews the session once on 401 and retries the call", async () => {
    const { env, calls, assign } = fakeEnvironment([
      json(401, { message: "Please log in to continue" }),
      json(200, { message: "refreshed" }),
      json(200, { message: "Email updated" }),
    ]);
    await expect(createApiFetch(env)("/api/updateUserEmail", { json: { email: "a@b.in" } })).resolves.toEqual({
      message: "Email updated",
    });
    expect(calls.map((c) => c.path)).toEqual([
      "/api/updateUserEmail",
      "/api/refreshAccessToken",
      "/api/updateUserEmail",
    ]);
    expect(calls[1]!.init.body).toBe("{}");
    expect(assign).not.toHaveBeenCalled();
  });

  it("sends the user to their login page when the session cannot be renewed", async () => {
    const { env, calls, assign } = fakeEnvironment([json(403, { message: "Forbidden" }), json(401, { message: "No" })]);
    await expect(createApiFetch(env)("/api/getDashboardDetails", { usertype: "restaurant" })).rejects.toMatchObject({
      status: 403,
    });
    expect(calls).toHaveLength(2);
    expect(assign).toHaveBeenCalledWith("/auth/login/restaurant?redirect=%2Forders%3Fsort%3Dpending");
  });

  it("redirects when the retried call is refused again", async () => {
    const { env, calls, assign } = fakeEnvironment([json(401, {}), json(200, {}), json(401, {})]);
    await expect(createApiFetch(env)("/api/logout", { json: {} })).rejects.toMatchObject({
      message: "Request failed with status code 401",
    });
    expect(calls).toHaveLength(3);
    expect(assign).toHaveBeenCalledWith("/auth/login/customer?redirect=%2Forders%3Fsort%3Dpending");
  });

  it("never refreshes for a wrong password, nor when reauth is off", async () => {
    const { env, calls, assign } = fakeEnvironment([
      json(401, { message: "Invalid email or password" }),
      json(401, { message: "Please log in to continue" }),
    ]);
    const api = createApiFetch(env);
    await expect(api("/api/login/customer", { json: {} })).rejects.toThrow("Invalid email or password");
    await expect(api("/api/uploadToCloudinary", { form: new FormData(), reauth: false })).rejects.toThrow(
      "Please log in to continue",
    );
    expect(calls).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it("never refreshes for a refusal that names a field (the password an email change needs)", async () => {
    const needed = { message: "Enter your password", errors: { password: ["Enter your password"] } };
    const { env, calls, assign } = fakeEnvironment([json(403, needed)]);
    const apiFetch = createApiFetch(env);
    await expect(apiFetch("/api/updateUserEmail", { method: "POST", json: {} })).rejects.toMatchObject({
      status: 403,
      errors: { password: ["Enter your password"] },
    });
    expect(calls.map((c) => c.path)).toEqual(["/api/updateUserEmail"]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("shares one refresh between calls that fail together", async () => {
    let refreshes = 0;
    const seen = new Set<string>();
    const env: ApiEnvironment = {
      cookie: () => "",
      location: { pathname: "/", search: "", assign: vi.fn() },
      // The first call to each path is refused; the retry after the refresh succeeds.
      fetch: async (input) => {
        const path = String(input);
        if (path === "/api/refreshAccessToken") {
          refreshes += 1;
          await new Promise((r) => setTimeout(r, 5));
          return json(200, {});
        }
        if (seen.has(path)) return json(200, { ok: true });
        seen.add(path);
        return json(401, {});
      },
    };
    const api = createApiFetch(env);
    await expect(Promise.all([api("/api/a"), api("/api/b")])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
  });
});
