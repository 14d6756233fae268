import { z } from "zod";

/**
 * An `_id` as our ids look (cuid-like, letters and digits). Anything else is a 422, so that a
 * malformed id never reaches the database.
 */
export function recordId(field: string) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(64, `${field} is not a valid id`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} is not a valid id`);
}
