import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { browseHref, type BrowseFilter } from "@/lib/restaurants/browse-filter";
import { cn } from "@/lib/ui/cn";

/** Page numbers to show: the ends, the current page and its neighbours; null is a gap. */
function pageWindow(page: number, pageCount: number): Array<number | null> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

const cell = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl px-3 text-sm font-semibold";

/** Links to the list's other pages; the page is part of the URL like the rest of the filter. */
export function Pagination({ filter, pageCount }: Readonly<{ filter: BrowseFilter; pageCount: number }>) {
  if (pageCount <= 1) return null;
  const page = Math.min(filter.page, pageCount);
  const href = (p: number) => browseHref({ ...filter, page: p });
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <AppLink href={href(page - 1)} className={cn(cell, "border border-stone-300 bg-white hover:border-brand-400")}>
          <Icon name="chevron-left" className="h-4 w-4" /> Previous
        </AppLink>
      )}
      {pageWindow(page, pageCount).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden>
            …
          </span>
        ) : (
          <AppLink
            key={p}
            href={href(p)}
            aria-label={`Page ${p}`}
            aria-current={p === page ? "page" : undefined}
            className={cn(
              cell,
              p === page ? "bg-brand-500 text-white" : "border border-stone-300 bg-white hover:border-brand-400",
            )}
          >
            {p}
          </AppLink>
        ),
      )}
      {page < pageCount && (
        <AppLink href={href(page + 1)} className={cn(cell, "border border-stone-300 bg-white hover:border-brand-400")}>
          Next <Icon name="chevron-right" className="h-4 w-4" />
        </AppLink>
      )}
    </nav>
  );
}
