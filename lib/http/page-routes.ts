import {
  browseHref,
  listCacheKey,
  parseBrowseFilter,
  type SearchParamsRecord,
} from "@/components/restaurants/browse-filter";
import { CUISINES } from "@/lib/accounts/cuisines";
import { LOCATION_COOKIE, parseLocationCookie } from "@/lib/location/cookie";

// Which pages are personal through and through (rendered per request, with a CSP nonce) and which
// are public and served from Next's cache (the landing page, About, the restaurant lists, each
// restaurant's page and menu, and any page Next prerenders, such as the 404 page).

const PER_REQUEST_PREFIXES = ["/restaurant/", "/orders", "/profile", "/favourites", "/paymentStatus", "/payments", "/auth"];

export function isRenderedPerRequest(pathname: string): boolean {
  return (
    pathname === "/restaurant" ||
    PER_REQUEST_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`))
  );
}

/**
 * The cached route of a page that depends on the shopper's place: "/" becomes `/near/<place>` (the
 * location cookie's, or "all"), and a restaurant list request `/restaurants?<filter>` without a search becomes
 * `/restaurants/in/<canonical filter>`, the place taken from the URL or else the location cookie, so
 * every visitor asking for the same list gets the same cached page. Null for anything else
 * (searches are rendered per request, /restaurants/page.tsx).
 */
export function cachedPagePath(
  url: URL,
  cookies: { get(name: string): { value: string } | undefined },
): string | null {
  if (url.pathname === "/") {
    const chosen = parseLocationCookie(cookies.get(LOCATION_COOKIE)?.value);
    return `/near/${chosen ? listCacheKey(parseBrowseFilter({ ...chosen }, CUISINES)) : "all"}`;
  }
  if (url.pathname !== "/restaurants") return null;
  const params: SearchParamsRecord = Object.fromEntries(url.searchParams);
  const filter = parseBrowseFilter(params, CUISINES);
  if (filter.q) return null;
  if (!filter.city) {
    const chosen = parseLocationCookie(cookies.get(LOCATION_COOKIE)?.value);
    if (chosen) Object.assign(filter, { city: chosen.city, locality: chosen.locality, pincode: chosen.pincode });
  }
  // Parsed again from its canonical href: the key is what browseHref would write for this filter.
  const canonical = parseBrowseFilter(
    Object.fromEntries(new URLSearchParams(browseHref(filter).split("?")[1] ?? "")),
    CUISINES,
  );
  return `/restaurants/in/${listCacheKey(canonical)}`;
}
