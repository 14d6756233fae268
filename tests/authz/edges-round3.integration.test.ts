// Issue 27's security findings at the edges (items 1, 3, 10 and part of 11), through the real route
// handlers and proxy.ts. The integration project runs with TRUST_PROXY_HOPS=1 (vitest.config.ts).
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as authPost } from "@/app/api/(accounts)/auth/[...nextauth]/route";
import { GET as me } from "@/app/api/(accounts)/me/route";
import { POST as refreshPost } from "@/app/api/(accounts)/refreshAccessToken/route";
import { GET as sessionRefresh } from "@/app/api/(accounts)/session/refresh/route";
import { REFRESH_PER_IP } from "@/lib/accounts/limits";
import { startSession } from "@/lib/accounts/sessions";
import { REFRESH_COOKIE, XSRF_COOKIE } from "@/lib/auth/cookies";
import { proxy } from "@/proxy";
import { awayFromWindowEdge, randomIp, setCookies } from "@/tests/support/accounts";
import { createUser } from "@/tests/support/factories";

/** Node's fetch takes a streamed body only with `duplex: "half"`, which TypeScript's DOM types lack. */
type StreamingInit = ConstructorParameters<typeof NextRequest>[1] & { duplex: "half" };

/** A body of `total` bytes sent in 64 kB chunks without a length, counting what the server pulled. */
function countedStream(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        controller.enqueue(chunk);
        counter.pulled += chunk.byteLength;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const MB = 1024 * 1024;

function streamedPost(url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const init: StreamingInit = {
    method: "POST",
    body,
    duplex: "half",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  };
  return new NextRequest(url, init);
}

describe("#1 every body is bounded: next-auth's routes and page POSTs", () => {
  it("a 300 MB chunked POST to /api/auth/signin/google is refused with 413 after about 1 MB", async () => {
    const { stream, counter } = countedStream(300 * MB);
    const res = await authPost(streamedPost("http://localhost/api/auth/signin/google", stream));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The request body is too large" });
    // 16 chunks of 64 kB fill 1 MB; the 17th passes it and nothing more is read
    expect(counter.pulled).toBe(MB + 64 * 1024);
  });

  it("a declared length over the bound is refused before any of it is read", async () => {
    const { stream, counter } = countedStream(300 * MB);
    const res = await authPost(
      streamedPost("http://localhost/api/auth/callback/google", stream, { "content-length": String(300 * MB) }),
    );
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("a small next-auth POST still reaches next-auth (its own answer, not ours)", async () => {
    const res = await authPost(
      new NextRequest("http://localhost/api/auth/signout", {
        method: "POST",
        body: "csrfToken=x",
        headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost" },
      }),
    );
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it("a page POST through proxy.ts is refused with 413 after about 1 MB", async () => {
    const { stream, counter } = countedStream(300 * MB);
    const res = await proxy(streamedPost("http://localhost/auth/login/customer", stream));
    expect(res.status).toBe(413);
    expect(counter.pulled).toBe(MB + 64 * 1024);
  });
});

describe("#3 redirects stay on the origin the browser used", () => {
  it("session renewal answers a relative Location whatever Host the server was bound to", async () => {
    const user = await createUser();
    const { refreshToken } = await startSession({ ...user, restaurant: null });
    const res = await sessionRefresh(
      new Request("http://localhost:3000/api/session/refresh?next=%2Forders", {
        headers: { host: "thali.example", cookie: `${REFRESH_COOKIE}=${refreshToken}`, "x-forwarded-for": randomIp() },
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/orders");
    // a path a header cannot carry as it is (found by the fuzz suite) goes percent-encoded, not as a 500
    const odd = await sessionRefresh(
      new Request(
        `http://localhost:3000/api/session/refresh?next=${encodeURIComponent("/restaurants?q=\u202epaneer")}`,
        {
          headers: { host: "thali.example", "x-forwarded-for": randomIp() },
        },
      ),
    );
    expect(odd.status).toBe(303);
    expect(odd.headers.get("location")).toBe("/restaurants?q=%E2%80%AEpaneer");
  });

  it("next-auth's error redirects are relative too (they carried the bind host)", async () => {
    // Google is not configured in tests: next-auth answers with a redirect to its error page.
    const res = await authPost(
      new NextRequest("http://localhost:3000/api/auth/signin/google", {
        method: "POST",
        body: "csrfToken=x",
        headers: { host: "thali.example", "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth/login/customer?error=Configuration");
  });
});

// Its tests may first wait up to a minute for a rate-limit window to turn (awayFromWindowEdge).
describe(
  "#10 GET /api/session/refresh changes nothing for another site, and shares the POST's limit",
  { timeout: 120_000 },
  () => {
    async function refreshRequest(headers: Record<string, string>) {
      const user = await createUser();
      const { refreshToken } = await startSession({ ...user, restaurant: null });
      const request = new Request("http://localhost/api/session/refresh?next=%2Forders", {
        headers: { host: "localhost", cookie: `${REFRESH_COOKIE}=${refreshToken}`, ...headers },
      });
      return { request, refreshToken };
    }

    it("a cross-site navigation (Sec-Fetch-Site, or a foreign Origin) is refused and the token is not rotated", async () => {
      const foreign: Array<Record<string, string>> = [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { origin: "https://evil.example" },
      ];
      for (const headers of foreign) {
        const { request } = await refreshRequest({ ...headers, "x-forwarded-for": randomIp() });
        const res = await sessionRefresh(request);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(setCookies(res).size).toBe(0);
      }
      // the same navigation from the site itself renews
      const { request, refreshToken } = await refreshRequest({
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": randomIp(),
      });
      const res = await sessionRefresh(request);
      expect(res.status).toBe(303);
      expect(setCookies(res).get(REFRESH_COOKIE)).not.toBe(refreshToken);
    });

    it("proxy.ts sends a navigation another site started through a page of ours, never straight to the renewal", async () => {
      const user = await createUser();
      const { refreshToken } = await startSession({ ...user, restaurant: null });
      const res = await proxy(
        new NextRequest("http://localhost/orders", {
          headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}`, "sec-fetch-site": "cross-site" },
        }),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const html = await res.text();
      expect(html).toContain('http-equiv="refresh" content="0;url=/api/session/refresh?next=%2Forders"');
    });

    it("when POST /api/refreshAccessToken is at its limit for an address, the GET is refused too (429)", async () => {
      await awayFromWindowEdge(REFRESH_PER_IP.windowMs, 60_000);
      const ip = randomIp();
      for (let i = 0; i < REFRESH_PER_IP.limit; i++) {
        const res = await refreshPost(
          new Request("http://localhost/api/refreshAccessToken", {
            method: "POST",
            body: JSON.stringify({ refreshToken: "not-a-token" }),
            headers: { "content-type": "application/json", "x-forwarded-for": ip },
          }),
        );
        expect(res.status).toBe(401);
      }
      const { request, refreshToken } = await refreshRequest({ "x-forwarded-for": ip });
      const res = await sessionRefresh(request);
      expect(res.status).toBe(429);
      expect(setCookies(res).get(REFRESH_COOKIE)).toBeUndefined();
      expect(refreshToken).toBeTruthy();
    });
  },
);

describe("#11 cached public pages carry no Set-Cookie; the XSRF token comes with API answers", () => {
  it("a cached page's answer sets no cookie, and the first API answer hands out the token", async () => {
    const page = await proxy(new NextRequest("http://localhost/about"));
    expect(page.headers.getSetCookie()).toEqual([]);
    const api = await me(new Request("http://localhost/api/me"));
    expect(api.status).toBe(200);
    expect(setCookies(api).get(XSRF_COOKIE)).toMatch(/^[\w-]{20,}$/);
    const again = await me(new Request("http://localhost/api/me", { headers: { cookie: `${XSRF_COOKIE}=held` } }));
    expect(setCookies(again).has(XSRF_COOKIE)).toBe(false);
  });
});
