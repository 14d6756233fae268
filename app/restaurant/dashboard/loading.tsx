export default function DashboardLoading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading the dashboard">
      <div className="space-y-2">
        <div className="h-9 w-44 animate-pulse rounded-lg bg-stone-200" />
        <div className="h-4 w-56 animate-pulse rounded bg-stone-100" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
            <div className="h-7 w-1/2 animate-pulse rounded bg-stone-100" />
          </div>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200 lg:col-span-2">
          <div className="h-6 w-48 animate-pulse rounded bg-stone-200" />
          <div className="h-72 animate-pulse rounded-xl bg-stone-100" />
        </div>
        <div className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200 lg:col-span-3">
          <div className="h-6 w-40 animate-pulse rounded bg-stone-200" />
          <div className="h-72 animate-pulse rounded-xl bg-stone-100" />
        </div>
      </div>
    </div>
  );
}
