/**
 * The most rows a list call answers when the caller names no page. The spec's client reads
 * `restaurants` and `orders` whole (it knows nothing of pages), so without `page` and `pageSize`
 * a list answers everything up to this many; past it, callers must page.
 */
export const SPEC_LIST_CAP = 500;

export type ListWindow = { page: number; pageSize: number };

const PAGING_PARAMS = ["page", "pageSize"] as const;

/** True when the query names a page: a non-blank `page` or `pageSize` (blank ones count as absent, as the schemas read them). */
function asksForPage(url: string | URL): boolean {
  const params = new URL(url).searchParams;
  return PAGING_PARAMS.some((name) => (params.get(name) ?? "").trim() !== "");
}

/**
 * Which rows a list call answers: the page the query asked for (its schema filled the defaults), or,
 * with no paging parameters at all, the first SPEC_LIST_CAP rows as one page.
 */
export function listWindow(url: string | URL, parsed: ListWindow): ListWindow {
  return asksForPage(url) ? { page: parsed.page, pageSize: parsed.pageSize } : { page: 1, pageSize: SPEC_LIST_CAP };
}
