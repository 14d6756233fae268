export default function OrdersLoading() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-busy="true" aria-label="Loading orders">
      <div className="flex items-center justify-between gap-4">
        <div className="h-9 w-36 animate-pulse rounded-lg bg-stone-200" />
        <div className="h-10 w-44 animate-pulse rounded-xl bg-stone-200" />
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <div className="flex justify-between">
            <div className="h-5 w-1/2 animate-pulse rounded bg-stone-200" />
            <div className="h-6 w-20 animate-pulse rounded-full bg-stone-100" />
          </div>
          <div className="grid gap-4 sm:grid-cols-[2fr_3fr]">
            <div className="h-16 animate-pulse rounded-xl bg-stone-100" />
            <div className="h-16 animate-pulse rounded-xl bg-stone-100" />
          </div>
          <div className="h-10 w-full animate-pulse rounded-xl bg-stone-100" />
        </div>
      ))}
    </div>
  );
}
