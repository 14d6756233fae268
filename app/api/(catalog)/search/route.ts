// GET /api/search - anyone searches restaurants (name, city, cuisine) and dishes, tolerant of typos, optionally only those delivering to a city (and PIN code)
import { handler } from "@/lib/http/handler";
import { toApiSearchResults } from "@/lib/search/api-shape";
import { SearchQuerySchema } from "@/lib/search/schemas";
import { searchCatalog } from "@/lib/search/service";

export const GET = handler({ auth: "public", query: SearchQuerySchema }, async ({ query }) =>
  toApiSearchResults(
    await searchCatalog(query.q, undefined, undefined, {
      city: query.city,
      pincode: query.pincode,
      // the shopper's pin (issue 32): pinned restaurants only within their radius
      lat: query.lat,
      lng: query.lng,
    }),
  ),
);
