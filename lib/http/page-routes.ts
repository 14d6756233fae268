import {
  browseHref,
  parseBrowseFilter,
  type BrowseFilter,
  type SearchParamsRecord,
} from "@/lib/restaurants/browse-filter";
import { CUISINES } from "@/lib/accounts/schemas";
import { ADDRESS_PLACE_COOKIE, LOCATION_COOKIE, parseLocationCookie } from "@/lib/location/cookie";
import type { DeliveryLocation } from "@/lib/location/schemas";

// The public pages every shopper opens first are rendered once and served from Next's cache (ISR with
// tags, see docs/performance.md "Cached public pages" and docs/decisions/0001). Their browser URLs carry
// what a shopper chose in the query string (`/restaurants?cuisines=Thai`) or in the location cookie, which a cached
// page cannot read; proxy.ts rewrites such a request to a route whose path holds all of it, one
// cache entry per distinct list:
//   /                     -> /near/<place key>
//   /restaurants?<filter> -> /browse/<list key>   (a text search: /browse/search, per request)
// A key is the canonical query string of the list (base64url), or "all" when it has none, so two
// spellings of one list share an entry and nothing outside the filter's bounds can make a new one.

export const HOME_ROUTE = "/near";
export const LIST_ROUTE = "/browse";
/** The per-request list of a text search (unbounded input is not worth a cache entry each). */
export const SEARCH_ROUTE = "/browse/search";
const EMPTY_KEY = "all";
/** Pages of a list beyond this render per request (nobody pages that far; it bounds the cache). */
export const CACHED_PAGE_MAX = 20;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(key)) return null;
  try {
    const binary = atob(key.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function keyOf(query: string): string {
  return query ? toBase64Url(query) : EMPTY_KEY;
}

function queryOf(key: string): string | null {
  return key === EMPTY_KEY ? "" : fromBase64Url(key);
}

function paramsOf(query: string): SearchParamsRecord {
  const out: SearchParamsRecord = {};
  for (const [name, value] of new URLSearchParams(query)) out[name] ??= value;
  return out;
}

function placeOfFilter(filter: BrowseFilter): DeliveryLocation | null {
  return filter.city ? { city: filter.city, locality: filter.locality, pincode: filter.pincode } : null;
}

function placeQuery(place: DeliveryLocation | null): string {
  const href = browseHref(place ? { city: place.city, locality: place.locality, pincode: place.pincode } : {});
  return href.split("?")[1] ?? "";
}

/** The cache key of the landing page for a place (its picks are the best-rated that deliver there). */
export function homeKey(place: DeliveryLocation | null): string {
  return keyOf(placeQuery(place));
}

/** The place a landing-page key stands for, or undefined when the key is not one this module made. */
export function parseHomeKey(key: string): DeliveryLocation | null | undefined {
  const query = queryOf(key);
  if (query === null) return undefined;
  const place = placeOfFilter(parseBrowseFilter(paramsOf(query), CUISINES));
  return homeKey(place) === key ? place : undefined;
}

/**
 * A list as the browser asked for it: the filter in its URL (which its links keep) and the place
 * it is for (the URL's, else the remembered one, which the links leave out).
 */
export type ListRequest = { filter: BrowseFilter; place: DeliveryLocation | null };

/** `at`: the remembered place, when the URL names none. */
const AT = "at";

function listQuery({ filter, place }: ListRequest): string {
  const url = browseHref(filter).split("?")[1] ?? "";
  if (filter.city || !place) return url;
  const at = `${AT}=${encodeURIComponent(JSON.stringify([place.city, place.locality ?? "", place.pincode ?? ""]))}`;
  return url ? `${url}&${at}` : at;
}

/** The list a query made by listQuery stands for (the per-request search page reads it too). */
export function parseListQuery(params: SearchParamsRecord): ListRequest {
  const filter = parseBrowseFilter(params, CUISINES);
  if (filter.city) return { filter, place: placeOfFilter(filter) };
  const raw = params[AT];
  let place: DeliveryLocation | null = null;
  try {
    const [city, locality, pincode] = JSON.parse(typeof raw === "string" ? raw : "[]") as unknown[];
    const text = (value: unknown) => (typeof value === "string" ? value : undefined);
    place = placeOfFilter(
      parseBrowseFilter({ city: text(city), locality: text(locality), pincode: text(pincode) }, CUISINES),
    );
  } catch {
    place = null;
  }
  return { filter, place };
}

/** The list a key stands for, or undefined for a key this module did not make. */
export function parseListKey(key: string): ListRequest | undefined {
  const query = queryOf(key);
  if (query === null) return undefined;
  const request = parseListQuery(paramsOf(query));
  return listQuery(request) === query ? request : undefined;
}

type Cookies = { get(name: string): { value: string } | undefined };

/**
 * Where proxy.ts sends a public page request: the cached route that renders it, or null to render
 * the path itself (every other page).
 */
export function cachedPagePath(pathname: string, search: string, cookies: Cookies): string | null {
  const chosen = parseLocationCookie(cookies.get(LOCATION_COOKIE)?.value);
  const remembered = chosen ?? parseLocationCookie(cookies.get(ADDRESS_PLACE_COOKIE)?.value);
  if (pathname === "/") return `${HOME_ROUTE}/${homeKey(remembered)}`;
  if (pathname !== "/restaurants") return null;
  const filter = parseBrowseFilter(paramsOf(search.replace(/^\?/, "")), CUISINES);
  const request: ListRequest = { filter, place: placeOfFilter(filter) ?? remembered };
  if (filter.q || filter.page > CACHED_PAGE_MAX) return `${SEARCH_ROUTE}?${listQuery(request)}`;
  return `${LIST_ROUTE}/${keyOf(listQuery(request))}`;
}

/** Pages rendered per request (a user's own data, forms with the session): their scripts carry a nonce. */
const PER_REQUEST_AREAS = [
  "/auth",
  "/restaurant",
  "/orders",
  "/payments",
  "/paymentStatus",
  "/profile",
  "/favourites",
  SEARCH_ROUTE,
];

/**
 * Whether a page path renders per request (its CSP gets a fresh nonce), as opposed to a page
 * whose HTML is shared: the cached public pages, and the 404 page prerendered at build time.
 */
export function isRenderedPerRequest(pathname: string): boolean {
  return PER_REQUEST_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}
