// What the actor tests beside the matrix share (a rider, tests/authz/rider-actor.integration.test.ts; an admin,
// tests/authz/admin-actor.integration.test.ts): the routes whose wrapper admits only one kind of account, and the
// matrix's own realistic request for a route, sent as another account.
import { MATRIX, PENDING_MATRIX } from "@/tests/authz/matrix";
import { accessOf, type Call, type DiscoveredRoute, invoke } from "@/tests/authz/routes";
import type { World } from "@/tests/authz/world";
import { randomIp } from "@/tests/support/accounts";
import { bearerHeaders, cookieHeaders } from "@/tests/support/session";

type Only = "customer" | "restaurant" | "rider" | "admin";

/** The routes whose handler() says `auth` is one of `kinds`, with that kind. */
export function routesFor(routes: DiscoveredRoute[], kinds: readonly Only[]) {
  return routes
    .map((route) => ({ route, access: accessOf(route.file).get(route.method) }))
    .filter((entry): entry is { route: DiscoveredRoute; access: Only } => kinds.some((kind) => kind === entry.access));
}

type UserLike = Parameters<typeof bearerHeaders>[0];

/** A fresh login of `user` through the browser's cookie or a Bearer token, from an address of its own. */
export async function headersOf(user: UserLike, via: "cookie" | "bearer"): Promise<Record<string, string>> {
  const session = via === "cookie" ? await cookieHeaders(user) : await bearerHeaders(user);
  return { "x-forwarded-for": randomIp(), ...session };
}

/** Sends `route` the matrix's request for the account it is for (a bare one without a row) with `headers`. */
export async function callWithMatrixRequest(
  world: World,
  entry: { route: DiscoveredRoute; access: Only },
  headers: Record<string, string>,
) {
  const { route, access } = entry;
  const row = MATRIX[route.key] ?? PENDING_MATRIX[route.key];
  const call: Call = row
    ? await row.request(world, access === "customer" ? "customer" : "owner")
    : { path: route.route, ...(route.method !== "GET" && { body: {} }) };
  return invoke(route.handler, route.method, call, headers);
}
