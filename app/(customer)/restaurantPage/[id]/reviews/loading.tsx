export default function ReviewsLoading() {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading reviews">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <div className="flex items-center gap-3">
            <div className="h-10 w-10 animate-pulse rounded-full bg-stone-200" />
            <div className="h-4 w-32 animate-pulse rounded bg-stone-200" />
          </div>
          <div className="h-3 w-full animate-pulse rounded bg-stone-100" />
          <div className="h-3 w-3/4 animate-pulse rounded bg-stone-100" />
        </li>
      ))}
    </ul>
  );
}
