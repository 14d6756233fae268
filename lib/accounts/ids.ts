import { randomBytes } from "node:crypto";

/** An opaque, URL-safe, collision-resistant id for rows whose id we need before inserting. */
export function createId(): string {
  return `c${Date.now().toString(36)}${randomBytes(10).toString("hex")}`;
}
