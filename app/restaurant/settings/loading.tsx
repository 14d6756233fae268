export default function SettingsLoading() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-busy="true" aria-label="Loading the settings">
      <div className="h-9 w-64 animate-pulse rounded-lg bg-stone-200" />
      <div className="h-28 w-full animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
      <div className="flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-7">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2">
            <div className="h-4 w-24 animate-pulse rounded bg-stone-200" />
            <div className="h-12 w-full animate-pulse rounded-xl bg-stone-100" />
          </div>
        ))}
        <div className="h-40 w-full animate-pulse rounded-2xl bg-stone-100" />
      </div>
    </div>
  );
}
