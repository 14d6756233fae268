import { z } from "zod";
import { CUISINES } from "@/lib/accounts/schemas";
import { locationQueryShape, pincodeNeedsCity } from "@/lib/location/schemas";
import { recordId } from "@/lib/http/record-id";

// One schema per input of the browse calls, shared by the handlers and the pages' filters.

const RESTAURANT_SORTS = ["deliveryTime", "rating"] as const;
export type RestaurantSort = (typeof RESTAURANT_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;
/** Far beyond any real list; stops absurd offsets from reaching the database. */
export const MAX_PAGE = 10_000;
const MAX_QUERY_LENGTH = 100;

export const RestaurantIdQuerySchema = z.object({ _id: recordId("_id") });

const RECORD_ID = recordId("id");

/**
 * True for a string shaped like our ids. Pages take ids from the URL without a handler's zod
 * parse: an id that cannot exist is simply not found, and never reaches the database (a NUL
 * character in it used to fail the query, a 500).
 */
export function isRecordId(id: string): boolean {
  return RECORD_ID.safeParse(id).success;
}

const byLowerCase = new Map<string, string>(CUISINES.map((c) => [c.toLowerCase(), c]));

/**
 * "Pizza,chinese" -> ["Pizza", "Chinese"]: comma-separated, any case, spelled back as the
 * spec spells them (so "Hyderbadi" and "korean" match what restaurants stored).
 */
const CuisineListSchema = z.string().transform((value, ctx) => {
  const out: string[] = [];
  for (const part of value.split(",")) {
    const name = part.trim();
    if (!name) continue;
    const cuisine = byLowerCase.get(name.toLowerCase());
    if (!cuisine) {
      ctx.addIssue({ code: "custom", message: `Unknown cuisine: ${name.slice(0, 40)}` });
      return z.NEVER;
    }
    if (!out.includes(cuisine)) out.push(cuisine);
  }
  return out;
});

/** Blank query parameters (`?sort=&q=`) mean "not given", as filter forms send them. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const FetchRestaurantsQuerySchema = z
  .object({
    sort: z.preprocess(
      blankToUndefined,
      z.enum(RESTAURANT_SORTS, { error: "sort must be deliveryTime or rating" }).optional(),
    ),
    cuisines: z.preprocess(blankToUndefined, CuisineListSchema.optional()),
    q: z.preprocess(
      blankToUndefined,
      z.string().trim().max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
    ),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "page must be a whole number from 1" })
        .int("page must be a whole number from 1")
        .min(1, "page must be a whole number from 1")
        .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
        .default(1),
    ),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
        .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
        .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
        .default(DEFAULT_PAGE_SIZE),
    ),
    /** Only restaurants that deliver to this city (any case), and to this PIN code when given. */
    ...locationQueryShape,
  })
  .superRefine(pincodeNeedsCity);
