import {
  browseHref,
  parseBrowseFilter,
  type BrowseFilter,
  type SearchParamsRecord,
} from "@/lib/restaurants/browse-filter";
import { CUISINES } from "@/lib/accounts/schemas";
import { ADDRESS_PLACE_COOKIE, LOCATION_COOKIE, parseLocationCookie } from "@/lib/location/cookie";
import { cityKey } from "@/lib/location/city-key";
import { findPlace } from "@/lib/location/places";
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
// Only known places get an entry (the chooser's cities and localities, spelled as it spells them):
// any other place is free text, which would be a new entry per request, so it renders per request:
//   /  (unknown place)                -> /near/elsewhere?at=<place>
//   /restaurants?… (unknown place)     -> /browse/search?…

const HOME_ROUTE = "/near";
const LIST_ROUTE = "/browse";
/** The per-request list of a text search (unbounded input is not worth a cache entry each). */
const SEARCH_ROUTE = "/browse/search";
/** The per-request landing page of a place the chooser does not know. */
export const HOME_ELSEWHERE_ROUTE = "/near/elsewhere";
const EMPTY_KEY = "all";
/** Pages of a list beyond this render per request (nobody pages that far; it bounds the cache). */
const CACHED_PAGE_MAX = 20;

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

/**
 * A place as the chooser spells it (lib/location/places.ts), or undefined when the chooser does not
 * know it: its city, a locality of that city and a PIN code of one of its localities. The cached
 * pages are bounded by this list (ten cities, some sixty localities), not by what a visitor sends.
 */
export function knownPlace(place: DeliveryLocation | null): DeliveryLocation | null | undefined {
  if (!place) return null;
  const known = findPlace(place.city);
  if (!known) return undefined;
  let locality: string | undefined;
  if (place.locality) {
    locality = known.localities.find((l) => cityKey(l.name) === cityKey(place.locality!))?.name;
    if (!locality) return undefined;
  }
  if (place.pincode && !known.localities.some((l) => l.pincode === place.pincode)) return undefined;
  return { city: known.city, locality, pincode: place.pincode };
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
  const place = knownPlace(placeOfFilter(parseBrowseFilter(paramsOf(query), CUISINES)));
  return place !== undefined && homeKey(place) === key ? place : undefined;
}

/** The per-request landing page's place, from the query HOME_ELSEWHERE_ROUTE was given. */
export function parseElsewhereQuery(params: SearchParamsRecord): DeliveryLocation | null {
  return parseListQuery(params).place;
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
  const parsed = parseListQuery(paramsOf(query));
  const request = canonicalRequest(parsed);
  if (!request || request.filter.q || request.filter.page > CACHED_PAGE_MAX) return undefined;
  return listQuery(request) === query ? request : undefined;
}

/** The place in a list request as the chooser spells it (undefined: a place it does not know). */
function canonicalRequest({ filter, place }: ListRequest): ListRequest | undefined {
  const known = knownPlace(place);
  if (known === undefined) return undefined;
  if (!filter.city || !known) return { filter, place: known };
  return { filter: { ...filter, city: known.city, locality: known.locality, pincode: known.pincode }, place: known };
}

type Cookies = { get(name: string): { value: string } | undefined };

/**
 * Where proxy.ts sends a public page request: the cached route that renders it, or null to render
 * the path itself (every other page).
 */
export function cachedPagePath(pathname: string, search: string, cookies: Cookies): string | null {
  const chosen = parseLocationCookie(cookies.get(LOCATION_COOKIE)?.value);
  const remembered = chosen ?? parseLocationCookie(cookies.get(ADDRESS_PLACE_COOKIE)?.value);
  if (pathname === "/") {
    const place = knownPlace(remembered);
    if (place !== undefined) return `${HOME_ROUTE}/${homeKey(place)}`;
    return `${HOME_ELSEWHERE_ROUTE}?${listQuery({ filter: { cuisines: [], page: 1 }, place: remembered })}`;
  }
  if (pathname !== "/restaurants") return null;
  const filter = parseBrowseFilter(paramsOf(search.replace(/^\?/, "")), CUISINES);
  const asked: ListRequest = { filter, place: placeOfFilter(filter) ?? remembered };
  const request = canonicalRequest(asked);
  if (!request || filter.q || filter.page > CACHED_PAGE_MAX) return `${SEARCH_ROUTE}?${listQuery(asked)}`;
  return `${LIST_ROUTE}/${keyOf(listQuery(request))}`;
}

const RESTAURANT_PAGE = /^\/restaurantPage\/([^/]+)(\/(?:menu|reviews))?\/?$/;
/** The id a restaurant page is for, or null for any other path (its tabs and its index alike). */
export function restaurantPageId(pathname: string): string | null {
  return RESTAURANT_PAGE.exec(pathname)?.[1] ?? null;
}

/**
 * Where a restaurant page of an id that names no restaurant is rendered: one shared path per tab, so
 * made-up ids add no entries to the page cache (the page answers 404 as it would for the id itself).
 */
export function unknownRestaurantPath(pathname: string): string {
  return `/restaurantPage/unknown${RESTAURANT_PAGE.exec(pathname)?.[2] ?? "/menu"}`;
}

/** Pages rendered per request (a user's own data, forms with the session): their scripts carry a nonce. */
const PER_REQUEST_AREAS = [
  "/auth",
  "/restaurant",
  "/rider",
  "/admin",
  "/orders",
  "/payments",
  "/paymentStatus",
  "/profile",
  // /account/email/* are the mailed-link pages, prerendered and shared like /reset-password.
  "/account/notifications",
  "/favourites",
  SEARCH_ROUTE,
  HOME_ELSEWHERE_ROUTE,
];

/**
 * Whether a page path renders per request (its CSP gets a fresh nonce), as opposed to a page
 * whose HTML is shared: the cached public pages, and the 404 page prerendered at build time.
 */
export function isRenderedPerRequest(pathname: string): boolean {
  return PER_REQUEST_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/**
 * Why a request cannot be answered, or null: a %-escape in the path that does not decode
 * ("/near/%ZZ", "/api/addresses/%E0"), which Next's route modules decode outside any error handling
 * and answer with a bare 500; or a query value holding U+0000, which no database text can hold (the
 * handlers refuse it too, lib/http/unsafe-text.ts). proxy.ts answers 400 with it, pages and API alike
 * (its matcher lets API paths with a % through for this alone).
 */
export function badRequestReason(pathname: string, search: string): string | null {
  try {
    decodeURIComponent(pathname);
  } catch {
    return "The address has a broken %-escape";
  }
  for (const [, value] of new URLSearchParams(search)) {
    if (value.includes("\u0000")) return "The address holds characters that are not allowed";
  }
  return null;
}
