export default function ProfileLoading() {
  return (
    <div className="mx-auto w-full max-w-2xl" aria-busy="true" aria-label="Loading your profile">
      <div className="h-9 w-48 animate-pulse rounded-lg bg-stone-200" />
      <div className="mt-6 overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
        <div className="h-24 animate-pulse bg-stone-200 sm:h-28" />
        <div className="-mt-14 flex flex-col items-center gap-3 px-5 sm:flex-row sm:items-end sm:px-8">
          <div className="h-28 w-28 animate-pulse rounded-full bg-stone-300 ring-4 ring-white" />
          <div className="h-6 w-40 animate-pulse rounded bg-stone-200" />
        </div>
        <div className="space-y-6 px-5 pb-8 pt-8 sm:px-8">
          {[0, 1].map((i) => (
            <div key={i} className="space-y-2">
              <div className="h-4 w-20 animate-pulse rounded bg-stone-200" />
              <div className="h-12 w-full animate-pulse rounded-xl bg-stone-100" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
