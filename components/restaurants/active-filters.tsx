import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { browseHref, SORT_LABELS, type BrowseFilter } from "@/lib/restaurants/browse-filter";

const chip =
  "inline-flex h-8 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pl-3 pr-2 text-sm font-medium text-brand-800 hover:border-brand-400";

/** What the list is filtered by, each removable by a link, so nothing hides in the URL. */
export function ActiveFilters({ filter }: Readonly<{ filter: BrowseFilter }>) {
  const { sort, cuisines, q } = filter;
  if (!sort && cuisines.length === 0 && !q) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {q && (
        <AppLink
          href={browseHref({ ...filter, q: undefined, page: 1 })}
          className={chip}
          aria-label={`Remove search ${q}`}
        >
          “{q}” <Icon name="x" className="h-3.5 w-3.5" />
        </AppLink>
      )}
      {sort && (
        <AppLink
          href={browseHref({ ...filter, sort: undefined, page: 1 })}
          className={chip}
          aria-label={`Remove sorting by ${SORT_LABELS[sort]}`}
        >
          Sorted by {SORT_LABELS[sort]} <Icon name="x" className="h-3.5 w-3.5" />
        </AppLink>
      )}
      {cuisines.map((c) => (
        <AppLink
          key={c}
          href={browseHref({ ...filter, cuisines: cuisines.filter((x) => x !== c), page: 1 })}
          className={chip}
          aria-label={`Remove cuisine ${c}`}
        >
          {c} <Icon name="x" className="h-3.5 w-3.5" />
        </AppLink>
      ))}
      <AppLink
        href={browseHref({ city: filter.city, locality: filter.locality, pincode: filter.pincode })}
        className="px-2 text-sm font-semibold text-brand-600 hover:underline"
      >
        Clear all
      </AppLink>
    </div>
  );
}
