import type { UserType } from "@/lib/auth/session-user";

// The one way the browser calls the app's own /api handlers: same-origin cookies, the spec's
// XSRF double submit, one error type, and the spec's session refresh on 401/403.

const XSRF_COOKIE = "XSRF-TOKEN";
const XSRF_HEADER = "X-XSRF-TOKEN";
const REFRESH_PATH = "/api/refreshAccessToken";
/** Any API answer carries the XSRF token to a browser without one; this read is the cheapest the pages make. */
const XSRF_SOURCE_PATH = "/api/me";

/** Calls that answer 401 for a wrong password or a missing session, not for an expired one. */
const NO_REFRESH_PREFIXES = ["/api/login/", "/api/signup/", "/api/restaurantSignup", REFRESH_PATH];

export type FieldErrors = Record<string, string[]>;

/** A failed call: the HTTP status (0 when no answer came) and the message to show the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data (uploads). */
  form?: FormData;
  /** Whose login page to send the user to if the session cannot be renewed. */
  usertype?: UserType;
  /**
   * Whether a 401/403 tries to renew the session and, failing that, redirects to the login page.
   * Off for screens used before an account exists, where a redirect would lose the form.
   */
  reauth?: boolean;
  signal?: AbortSignal;
};

/** What the client needs from the browser; injected so that the logic runs in unit tests. */
export type ApiEnvironment = {
  fetch: typeof fetch;
  /** `document.cookie`. */
  cookie: () => string;
  location: { pathname: string; search: string; assign: (url: string) => void };
};

/** The value of one cookie in a `document.cookie` string, decoded. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Whether a 401/403 from `path` means "renew the session and try again". */
export function shouldRefresh(path: string, status: number): boolean {
  if (status !== 401 && status !== 403) return false;
  const pathname = path.split("?")[0] ?? path;
  return !NO_REFRESH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The login page for `usertype`, remembering where the user was. */
export function loginRedirectUrl(usertype: UserType, location: { pathname: string; search: string }): string {
  return `/auth/login/${usertype}?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/** The error for a non-2xx answer: the server's message, else the spec's generic text. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (body && typeof body === "object") {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message === "string" && message.trim()) {
      return new ApiError(status, message, isFieldErrors(errors) ? errors : undefined);
    }
  }
  return new ApiError(status, `Request failed with status code ${status}`);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === "string"));
}

/** The error for a request that got no answer at all. */
export function errorFromFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === "AbortError") return new ApiError(0, "Request aborted");
  return new ApiError(0, "Network Error");
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Whether a refusal names fields of the request (`errors`): then it is about what was sent (an email change
 * that needs the password: 403 with `errors.password`), not an ended session, and renewing would not help.
 */
async function namesFields(response: Response): Promise<boolean> {
  const body = await readJson(response.clone());
  const errors = body && typeof body === "object" ? (body as { errors?: unknown }).errors : undefined;
  return isFieldErrors(errors) && Object.keys(errors).length > 0;
}

/** Builds an `apiFetch` bound to one environment. Concurrent 401s share one refresh call. */
export function createApiFetch(env: ApiEnvironment) {
  let refreshing: Promise<boolean> | null = null;

  async function send(path: string, options: ApiOptions): Promise<Response> {
    const method = options.method ?? (options.json !== undefined || options.form ? "POST" : "GET");
    const headers: Record<string, string> = { accept: "application/json" };
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    if (method !== "GET") {
      // Read at send time: a refresh or login may have just replaced the cookie. A page served from the
      // cache sets no cookie, so a first write before any API read fetches the token first.
      if (!readCookie(env.cookie(), XSRF_COOKIE)) await fetchXsrfToken();
      const token = readCookie(env.cookie(), XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
    }
    try {
      return await env.fetch(path, { method, headers, body, credentials: "same-origin", signal: options.signal });
    } catch (error) {
      throw errorFromFailure(error);
    }
  }

  async function fetchXsrfToken(): Promise<void> {
    try {
      await env.fetch(XSRF_SOURCE_PATH, { credentials: "same-origin", cache: "no-store" });
    } catch {
      // The write goes ahead and gets its own answer.
    }
  }

  function refreshOnce(): Promise<boolean> {
    refreshing ??= send(REFRESH_PATH, { method: "POST", json: {} })
      .then((response) => response.ok)
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  return async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
    let response = await send(path, options);
    if ((options.reauth ?? true) && shouldRefresh(path, response.status) && !(await namesFields(response))) {
      if (await refreshOnce()) response = await send(path, options);
      if (shouldRefresh(path, response.status)) {
        env.location.assign(loginRedirectUrl(options.usertype ?? "customer", env.location));
      }
    }
    const body = await readJson(response);
    if (!response.ok) throw errorFromResponse(response.status, body);
    return body as T;
  };
}

const browserEnvironment: ApiEnvironment = {
  fetch: (input, init) => globalThis.fetch(input, init),
  cookie: () => (typeof document === "undefined" ? "" : document.cookie),
  location: {
    get pathname() {
      return window.location.pathname;
    },
    get search() {
      return window.location.search;
    },
    assign: (url) => window.location.assign(url),
  },
};

/** Calls one of the app's /api handlers from the browser; throws `ApiError` on failure. */
export const apiFetch = createApiFetch(browserEnvironment);

/** The text to toast for anything a call threw. */
export function errorMessage(error: unknown): string {
  return errorFromFailure(error).message;
}
