import { describe, expect, it } from "vitest";
import { REFRESH_COOKIE, SESSION_COOKIE } from "@/lib/auth/cookies";
import { startSession } from "@/lib/accounts/sessions";
import { createUser } from "@/tests/support/factories";
import { setCookies } from "@/tests/support/accounts";
import { GET } from "@/app/api/(accounts)/session/refresh/route";

describe("GET /api/session/refresh", () => {
  it("renews the session from the refresh cookie and returns to the page", async () => {
    const user = await createUser();
    const { refreshToken } = await startSession({ ...user, restaurant: null });
    const res = await GET(
      new Request("http://localhost/api/session/refresh?next=%2Forders%3Fstatus%3Dpending", {
        headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}` },
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/orders?status=pending");
    const cookies = setCookies(res);
    expect(cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect(cookies.get(REFRESH_COOKIE)).toBeTruthy();
    expect(cookies.get(REFRESH_COOKIE)).not.toBe(refreshToken);
  });

  it("clears dead cookies and never redirects off the site", async () => {
    const res = await GET(
      new Request("http://localhost/api/session/refresh?next=https://evil.example", {
        headers: { cookie: `${REFRESH_COOKIE}=not-a-real-token` },
      }),
    );
    expect(res.headers.get("location")).toBe("/");
    expect(setCookies(res).get(REFRESH_COOKIE)).toBe("");
  });
});
