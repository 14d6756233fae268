// The platform's staff in integration tests (issue 33): an admin account logged in as an API client and as a
// browser, and its session for calling the admin services directly.
import { db } from "@/lib/db";
import { randomIp, uniqueEmail } from "@/tests/support/accounts";
import { bearerHeaders, cookieHeaders, sessionUserOf } from "@/tests/support/session";

/** A new admin account, with Bearer headers (`headers`), browser headers (`browser`) and its session. */
export async function adminSession(options: { username?: string } = {}) {
  const user = await db().user.create({
    data: {
      username: options.username ?? "Test Support",
      email: uniqueEmail("admin"),
      userType: "admin",
      passwordHash: "x",
    },
  });
  const ip = randomIp();
  return {
    user,
    session: sessionUserOf(user),
    headers: { ...(await bearerHeaders(user)), "x-forwarded-for": ip },
    browser: { ...(await cookieHeaders(user)), "x-forwarded-for": ip },
  };
}
