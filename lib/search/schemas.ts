import { z } from "zod";
import { locationQueryShape, pincodeNeedsCity } from "@/lib/location/schemas";
import { MAX_SEARCH_LENGTH } from "@/lib/search/query";

export const SearchQuerySchema = z
  .object({
    q: z.string().max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`).optional().default(""),
    /** Only restaurants, and dishes of restaurants, that deliver there (as GET /api/fetchRestaurants filters). */
    ...locationQueryShape,
  })
  .superRefine(pincodeNeedsCity);
