import "server-only";

export type UserType = "customer" | "restaurant";

/** Who is asking: the only identity a service trusts. */
export type SessionUser = {
  id: string;
  username: string;
  email: string;
  userType: UserType;
};

/**
 * The caller's identity, read once per request by the handler wrapper and by pages.
 * Until accounts exist every caller is anonymous; the signature is final.
 */
export async function getSessionUser(_request?: Request): Promise<SessionUser | null> {
  return null;
}
