import { OpeningHoursQuerySchema } from "@/lib/restaurants/hours-schemas";
import { MenuQuerySchema } from "@/lib/menu/schemas";
import * as A from "@/lib/openapi/answers";
import { FetchRestaurantsQuerySchema, RestaurantIdQuerySchema } from "@/lib/restaurants/schemas";
import { SearchQuerySchema } from "@/lib/search/schemas";
import { json, type Operation } from "@/lib/openapi/operation";

// Browsing: restaurants, menus, search, reviews.

export const BROWSE_OPERATIONS: readonly Operation[] = [
  // browse
  {
    method: "GET",
    route: "/api/fetchRestaurants",
    tag: "browse",
    summary: "Anyone lists restaurants: sorted, filtered by cuisine and where they deliver, searched, paged",
    caller: "public",
    query: FetchRestaurantsQuerySchema,
    answers: {
      200: json(
        "A page of restaurants; without `page` and `pageSize` every restaurant up to 500 (the spec's client knows no pages)",
        A.RestaurantsPage,
      ),
    },
    spec: "request: none; answer `restaurants [{_id, name, image {imageUrl}, location, cuisines, opentime, closetime}]`",
  },
  {
    method: "GET",
    route: "/api/getRestauarntById",
    tag: "browse",
    summary: "Anyone reads one restaurant (the path keeps the spec's spelling)",
    caller: "public",
    query: RestaurantIdQuerySchema,
    answers: { 200: json("The restaurant", A.RestaurantAnswer) },
    errors: [404],
    spec: "query `_id`; answer `restaurant` (the path keeps the spec's misspelling)",
  },
  {
    method: "GET",
    route: "/api/getMenuByRestaurantId",
    tag: "browse",
    summary: "Anyone reads a restaurant's menu (dishes on sale), grouped by category",
    caller: "public",
    query: MenuQuerySchema,
    answers: { 200: json("The menu's groups", A.MenuAnswer) },
    errors: [404],
    spec: "query `_id`; answer `menuitems [{_id: category, category_count, items}]`, price in rupees",
  },
  {
    method: "GET",
    route: "/api/openingHours",
    tag: "browse",
    summary: "Anyone reads a restaurant's week of opening windows and its upcoming holiday closures",
    caller: "public",
    query: OpeningHoursQuerySchema,
    answers: { 200: json("The week and closures", A.OpeningHoursAnswer) },
    errors: [404],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/search",
    tag: "browse",
    summary: "Anyone searches restaurants and dishes (typo-tolerant), optionally only those delivering to a place",
    caller: "public",
    query: SearchQuerySchema,
    answers: { 200: json("Restaurants and dishes found (empty below the minimum length)", A.SearchAnswer) },
    ours: true,
  },
];
