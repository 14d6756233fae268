// What the matrix rows share: the shape of a row, the columns (who) and the usual expectations,
// and small builders of requests.
import type { Call } from "@/tests/authz/routes";
import type { Actor, Expected, World } from "@/tests/authz/world";

export type Row = {
  expect: Expected;
  /** The request, made afresh for each call (a new order to cancel, a new email to sign up with...). */
  request: (world: World, actor: Actor) => Call | Promise<Call>;
};

export function who(
  anonymous: number,
  customer: number,
  otherCustomer: number,
  owner: number,
  otherOwner: number,
): Expected {
  return { anonymous, customer, otherCustomer, owner, otherOwner };
}

export const everyone = (status: number) => who(status, status, status, status, status);
/** Only the customer whose resource it is. */
export const theCustomer = who(401, 200, 403, 403, 403);
/** Any customer, for their own new thing (a checkout, the payment key). */
export const anyCustomer = who(401, 200, 200, 403, 403);
/** Only the owner of the restaurant whose resource it is. */
export const theOwner = (ok = 200) => who(401, 403, 403, ok, 403);
/** The platform console's calls (issue 33): no actor of the matrix is an admin, so everyone is refused. */
export const onlyAdmins = who(401, 403, 403, 403, 403);

export const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;
export const isOwner = (actor: Actor) => actor === "owner" || actor === "otherOwner";

/** What a browser on the app's own page sends with a POST; login and sign-up refuse a call without it. */
export const SAME_SITE = { origin: "http://localhost" };
