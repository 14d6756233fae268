export default function FavouritesLoading() {
  return (
    <div className="flex flex-col gap-12" aria-busy="true" aria-label="Loading your favourites">
      <div className="h-9 w-48 animate-pulse rounded-lg bg-stone-200" />
      {[0, 1].map((section) => (
        <div key={section}>
          <div className="h-7 w-56 animate-pulse rounded bg-stone-200" />
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
                <div className="aspect-[4/3] animate-pulse bg-stone-200" />
                <div className="space-y-2 p-4">
                  <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
                  <div className="h-4 w-1/3 animate-pulse rounded bg-stone-100" />
                  <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
