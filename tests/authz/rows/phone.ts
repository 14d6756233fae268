// Matrix rows of a customer's mobile number and the login by texted code (issue 29, item 5).
import { createId } from "@/lib/accounts/ids";
import { db } from "@/lib/db";
import { hashCode } from "@/lib/phone/codes";
import type { RouteKey } from "@/tests/authz/routes";
import { anyCustomer, everyone, type Row, SAME_SITE } from "@/tests/authz/rows/common";
import { suffix, type Actor, type World } from "@/tests/authz/world";
import { randomPhone } from "@/tests/support/phone";

const CODE = "246810";

/** A live code for `phone` as the service writes it (the text itself is not needed here). */
async function codeFor(phone: string, purpose: "verify_phone" | "login", userId: string | null): Promise<void> {
  const id = createId();
  await db().oneTimeCode.create({
    data: {
      id,
      purpose,
      phone,
      userType: "customer",
      userId,
      codeHash: hashCode(id, CODE),
      expiresAt: new Date(Date.now() + 5 * 60 * 1000),
    },
  });
}

/** The acting customer's id, for a code of theirs; the other actors never reach the service. */
function customerIdOf(world: World, actor: Actor): string | null {
  if (actor === "customer") return world.customer.id;
  if (actor === "otherCustomer") return world.otherCustomer.id;
  return null;
}

export const PHONE_ROWS: Partial<Record<RouteKey, Row>> = {
  // A customer adds a number to their own account: any customer, for themselves; owners keep email and password.
  "POST /api/phone/sendCode": {
    expect: anyCustomer,
    request: () => ({ path: "/api/phone/sendCode", body: { phone: randomPhone() } }),
  },
  "POST /api/phone/verify": {
    expect: anyCustomer,
    request: async (w, actor) => {
      const phone = randomPhone();
      const userId = customerIdOf(w, actor);
      if (userId) await codeFor(phone, "verify_phone", userId);
      return { path: "/api/phone/verify", body: { phone, code: CODE } };
    },
  },
  "DELETE /api/phone": { expect: anyCustomer, request: () => ({ path: "/api/phone" }) },
  // The number and its code are what authorize these, not the session: the same for everyone.
  "POST /api/phone/loginCode": {
    expect: everyone(200),
    request: () => ({ path: "/api/phone/loginCode", headers: SAME_SITE, body: { phone: randomPhone() } }),
  },
  "POST /api/phone/login": {
    expect: everyone(200),
    request: async () => {
      const phone = randomPhone();
      const user = await db().user.create({
        data: {
          username: `phone-${suffix()}`,
          email: `phone-${suffix()}@example.test`,
          userType: "customer",
          phone,
          phoneVerifiedAt: new Date(),
        },
      });
      await codeFor(phone, "login", user.id);
      return { path: "/api/phone/login", headers: SAME_SITE, body: { phone, code: CODE } };
    },
  },
};
