export default function MenuLoading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading your menu">
      <div className="flex items-end justify-between gap-4">
        <div className="space-y-2">
          <div className="h-9 w-32 animate-pulse rounded-lg bg-stone-200" />
          <div className="h-4 w-40 animate-pulse rounded bg-stone-100" />
        </div>
        <div className="h-10 w-40 animate-pulse rounded-xl bg-stone-200" />
      </div>
      <div className="h-11 w-full animate-pulse rounded-xl bg-stone-200" />
      <ul className="flex flex-col gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200">
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i} className="flex items-center gap-4 p-2">
            <div className="h-14 w-14 shrink-0 animate-pulse rounded-xl bg-stone-200" />
            <div className="flex-1 space-y-2">
              <div className="h-5 w-1/3 animate-pulse rounded bg-stone-200" />
              <div className="h-4 w-1/5 animate-pulse rounded bg-stone-100" />
            </div>
            <div className="hidden h-5 w-20 animate-pulse rounded bg-stone-200 sm:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}
