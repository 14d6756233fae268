import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/http/errors";

/**
 * The admin services' own check of the acting user (issue 33): the wrapper already refuses other accounts
 * (auth: "admin"), and each service checks again, so a service called from a page or a job is never open.
 */
export function assertAdmin(user: SessionUser | null): asserts user is SessionUser {
  if (user?.userType !== "admin") throw new AppError(403, "Only admin accounts can do this");
}
