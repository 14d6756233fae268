import type { toApiSearchResults } from "@/lib/search/api-shape";

// `GET /api/search`'s types, written once for the handler and the search box. Types and one constant.

/** The answer, as the server's shaper makes it. */
export type SearchAnswer = ReturnType<typeof toApiSearchResults>;

/** The server answers empty lists below this length, so shorter queries are not sent. */
export { MIN_SEARCH_LENGTH as MIN_QUERY } from "@/lib/search/query";
