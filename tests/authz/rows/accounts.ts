// Matrix rows of the accounts: sign-up, login, tokens, sessions, who am I, the email.
import { issueToken } from "@/lib/accounts/account-tokens";
import { db } from "@/lib/db";
import type { AccountTokenPurpose } from "@/lib/generated/prisma/client";
import { randomIp } from "@/tests/support/accounts";
import type { Call, RouteKey } from "@/tests/authz/routes";
import { everyone, query, type Row, SAME_SITE, who } from "@/tests/authz/rows/common";
import { newLogin, PASSWORD, suffix, uploadedImage, type World } from "@/tests/authz/world";

function signupBody(email: string) {
  const password = PASSWORD;
  return { username: "Matrix Customer", email, password, confirmPassword: password, usertype: "customer" };
}

async function restaurantSignup(): Promise<Call> {
  const ip = randomIp();
  const image = await uploadedImage("RestaurantImages", null, ip);
  return {
    path: "/api/restaurantSignup",
    headers: { "x-forwarded-for": ip, ...SAME_SITE },
    body: {
      user: { username: "Matrix Owner", email: `owner-${suffix()}@example.test`, password: PASSWORD },
      name: `Matrix Kitchen ${suffix()}`,
      image: { imageUrl: image.url, public_id: image.publicId },
      location: { address: "2 Matrix Road", city: "Pune", state: "Maharashtra" },
      cuisines: ["Pizza"],
      opentime: "09:00",
      closetime: "22:00",
    },
  };
}

async function credentialsSignIn(world: World): Promise<Call> {
  // next-auth's own sign-in: its CSRF token (cookie + field), then the customer's credentials.
  const { GET } = await import("@/app/api/(accounts)/auth/[...nextauth]/route");
  const { NextRequest } = await import("next/server");
  const csrf = await GET(new NextRequest("http://localhost/api/auth/csrf"));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .find((line) => line.startsWith("authjs.csrf-token="))!
    .split(";")[0]!
    .slice("authjs.csrf-token=".length);
  const { user } = await newLogin(world);
  return {
    path: "/api/auth/callback/credentials",
    params: { nextauth: ["callback", "credentials"] },
    cookies: { "authjs.csrf-token": decodeURIComponent(cookie) },
    body: new URLSearchParams({ csrfToken, email: user.email, password: PASSWORD, usertype: "customer" }),
  };
}

/** A mailed link's token of a new account of its own (so each call spends a fresh one). */
async function linkToken(world: World, purpose: AccountTokenPurpose): Promise<string> {
  const { user } = await newLogin(world);
  const email = purpose === "email_verify" ? user.email : `link-${suffix()}@example.test`;
  const issued = await db().$transaction((tx) => issueToken(tx, { userId: user.id, purpose, email }));
  return issued.token;
}

export const ACCOUNT_ROWS: Partial<Record<RouteKey, Row>> = {
  // Accounts: the credentials (or the refresh token) are what authorize these, not the session.
  "POST /api/signup/customer": {
    expect: everyone(200),
    request: () => ({
      path: "/api/signup/customer",
      headers: SAME_SITE,
      body: signupBody(`customer-${suffix()}@example.test`),
    }),
  },
  "POST /api/restaurantSignup": { expect: everyone(200), request: () => restaurantSignup() },
  "POST /api/login/[usertype]": {
    expect: everyone(200),
    request: async (w) => {
      const { user } = await newLogin(w);
      return {
        path: "/api/login/customer",
        params: { usertype: "customer" },
        headers: SAME_SITE,
        body: { email: user.email, password: PASSWORD, usertype: "customer" },
      };
    },
  },
  "POST /api/refreshAccessToken": {
    expect: everyone(200),
    request: async (w) => ({
      path: "/api/refreshAccessToken",
      body: { refreshToken: (await newLogin(w)).refreshToken },
    }),
  },
  "GET /api/session/refresh": {
    expect: everyone(303),
    request: async (w) => ({
      path: query("/api/session/refresh", { next: "/orders" }),
      cookies: { "thali.refresh-token": (await newLogin(w)).refreshToken },
    }),
  },
  "POST /api/logout": { expect: everyone(200), request: () => ({ path: "/api/logout" }) },
  // Everyone may ask who they are; each gets only their own viewer (tests/api/accounts/viewer.integration.test.ts).
  "GET /api/me": { expect: everyone(200), request: () => ({ path: "/api/me" }) },
  "GET /api/auth/[...nextauth]": {
    expect: everyone(200),
    request: () => ({ path: "/api/auth/session", params: { nextauth: ["session"] } }),
  },
  "POST /api/auth/[...nextauth]": { expect: everyone(302), request: (w) => credentialsSignIn(w) },
  "POST /api/updateUserEmail": {
    // The spec's client names the account by username: only its holder may change its email.
    expect: who(401, 200, 403, 403, 403),
    request: (w) => ({
      path: "/api/updateUserEmail",
      body: { username: w.customer.username, email: `renamed-${suffix()}@example.test` },
    }),
  },
  // The doors of mailed links and "Forgot password?": the token (or the mailbox) is what authorizes them.
  "POST /api/forgotPassword": {
    expect: everyone(200),
    request: () => ({
      path: "/api/forgotPassword",
      headers: SAME_SITE,
      body: { email: `forgot-${suffix()}@example.test`, usertype: "customer" },
    }),
  },
  "POST /api/resetPassword": {
    expect: everyone(200),
    request: async (w) => ({
      path: "/api/resetPassword",
      headers: SAME_SITE,
      body: { token: await linkToken(w, "password_reset"), password: PASSWORD, confirmPassword: PASSWORD },
    }),
  },
  "POST /api/verifyEmail": {
    expect: everyone(200),
    request: async (w) => ({
      path: "/api/verifyEmail",
      headers: SAME_SITE,
      body: { token: await linkToken(w, "email_verify") },
    }),
  },
  "POST /api/confirmEmailChange": {
    // Followed in a browser signed in to another account, the link is refused: nobody confirms one
    // account's change believing it is the one in front of them.
    expect: who(200, 403, 403, 403, 403),
    request: async (w) => ({
      path: "/api/confirmEmailChange",
      headers: SAME_SITE,
      body: { token: await linkToken(w, "email_change") },
    }),
  },
  "POST /api/undoEmailChange": {
    expect: everyone(200),
    request: async (w) => ({
      path: "/api/undoEmailChange",
      headers: SAME_SITE,
      body: { token: await linkToken(w, "email_undo") },
    }),
  },
};
