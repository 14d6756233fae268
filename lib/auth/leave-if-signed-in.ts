import "server-only";
import { redirect } from "next/navigation";
import { signedInTarget } from "@/lib/auth/redirect-target";
import { getSessionUser } from "@/lib/auth/session";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The customer screens of /auth are pointless to someone already signed in: send them where they
 * were going. (Owners never get this far; the auth layout sends them to their dashboard.)
 */
export async function leaveIfSignedIn(searchParams: SearchParams): Promise<void> {
  const user = await getSessionUser();
  if (user) redirect(signedInTarget(user.userType, (await searchParams).redirect));
}
