import type { z } from "zod";
import type { toApiSearchResults } from "@/lib/search/api-shape";
import type { SearchQuerySchema } from "@/lib/search/schemas";

// `GET /api/search`'s types, written once for the handler and the search box. Types and one constant.

/** The query: what was typed, and optionally where the results must deliver to. */
export type SearchRequest = z.input<typeof SearchQuerySchema>;

/** The answer, as the server's shaper makes it. */
export type SearchAnswer = ReturnType<typeof toApiSearchResults>;

/** A dish in the answer: a menu item with its restaurant's name. */
export type SearchDish = SearchAnswer["dishes"][number];

/** The server answers empty lists below this length, so shorter queries are not sent. */
export { MIN_SEARCH_LENGTH as MIN_QUERY } from "@/lib/search/query";
