export default function OrdersLoading() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4" aria-busy="true" aria-label="Loading your orders">
      <div className="flex items-center justify-between gap-4">
        <div className="h-9 w-44 animate-pulse rounded-lg bg-stone-200" />
        <div className="h-10 w-40 animate-pulse rounded-xl bg-stone-200" />
      </div>
      <div className="h-4 w-32 animate-pulse rounded bg-stone-100" />
      <ul className="flex flex-col gap-6">
        {[0, 1, 2].map((i) => (
          <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
            <div className="flex gap-4 p-5">
              <div className="h-24 w-24 shrink-0 animate-pulse rounded-xl bg-stone-200" />
              <div className="flex-1 space-y-2">
                <div className="h-5 w-1/2 animate-pulse rounded bg-stone-200" />
                <div className="h-3 w-2/3 animate-pulse rounded bg-stone-100" />
                <div className="h-4 w-1/3 animate-pulse rounded bg-stone-100" />
                <div className="h-4 w-2/5 animate-pulse rounded bg-stone-100" />
              </div>
            </div>
            <div className="grid gap-4 border-t border-dashed border-stone-200 p-5 sm:grid-cols-2">
              {[0, 1].map((j) => (
                <div key={j} className="space-y-2">
                  <div className="h-3 w-20 animate-pulse rounded bg-stone-200" />
                  <div className="h-4 w-3/4 animate-pulse rounded bg-stone-100" />
                  <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
                </div>
              ))}
            </div>
            <div className="flex items-center justify-between border-t border-stone-200 bg-stone-50/70 p-5">
              <div className="h-6 w-28 animate-pulse rounded bg-stone-200" />
              <div className="h-10 w-32 animate-pulse rounded-xl bg-stone-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
