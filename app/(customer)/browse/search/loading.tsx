export default function RestaurantsLoading() {
  return (
    <div aria-busy="true" aria-label="Loading restaurants">
      <div className="mt-4 h-4 w-40 animate-pulse rounded bg-stone-200" />
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
            <div className="aspect-[8/5] animate-pulse bg-stone-200" />
            <div className="space-y-2 p-4">
              <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-stone-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
