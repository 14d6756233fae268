/** The menu's shape while it loads: one open section of dish cards, two closed ones. */
export function MenuSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      <div className="rounded-2xl bg-stone-100/70 ring-1 ring-stone-200">
        <div className="px-5 py-4">
          <div className="h-6 w-40 animate-pulse rounded bg-stone-200" />
        </div>
        <div className="grid gap-4 px-3 pb-4 sm:px-4 lg:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <div className="flex-1 space-y-2">
                <div className="h-4 w-4 animate-pulse rounded bg-stone-200" />
                <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
                <div className="h-4 w-16 animate-pulse rounded bg-stone-200" />
                <div className="h-3 w-full animate-pulse rounded bg-stone-100" />
                <div className="h-3 w-4/5 animate-pulse rounded bg-stone-100" />
              </div>
              <div className="aspect-square w-32 shrink-0 animate-pulse rounded-xl bg-stone-200 sm:w-36" />
            </div>
          ))}
        </div>
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="rounded-2xl bg-stone-100/70 px-5 py-4 ring-1 ring-stone-200">
          <div className="h-6 w-32 animate-pulse rounded bg-stone-200" />
        </div>
      ))}
    </div>
  );
}
